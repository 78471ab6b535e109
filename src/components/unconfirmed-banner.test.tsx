/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../test/render";
import { UnconfirmedBanner } from "./unconfirmed-banner";

const BANNER = "Please check your email for verification email!";

describe("UnconfirmedBanner", () => {
  it("asks a signed-in, unconfirmed user to check their email", () => {
    localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", confirmed: false }));
    renderWithRouter(<UnconfirmedBanner />);
    expect(screen.getByRole("status").textContent).toBe(BANNER);
  });

  it("stays away for confirmed users and visitors", () => {
    localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", confirmed: true }));
    const confirmed = renderWithRouter(<UnconfirmedBanner />);
    expect(screen.queryByText(BANNER)).toBeNull();
    confirmed.unmount();
    localStorage.removeItem("agency.user");
    renderWithRouter(<UnconfirmedBanner />);
    expect(screen.queryByText(BANNER)).toBeNull();
  });
});
