/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { BookACallBlock } from "./book-a-call";
import { bookACallFixture } from "./book-a-call.fixture";

describe("BookACallBlock", () => {
  it("offers each strategist's booking page in a new tab", () => {
    renderWithRouter(<BookACallBlock block={bookACallFixture} />);
    expect(screen.getByRole("heading", { level: 2, name: "Need help with strategy?" })).toBeTruthy();
    expect(screen.getByText("Head of Strategy")).toBeTruthy();
    const link = screen.getByRole("link", { name: /Book a call with Amelia Hart/ });
    expect(link.getAttribute("href")).toBe("https://calendly.com/amelia-hart");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });
});
