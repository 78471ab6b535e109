/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { TeamGridBlock } from "./team-grid";
import { teamGridFixture } from "./team-grid.fixture";

describe("TeamGridBlock", () => {
  it("selecting a member sets the hash to firstname-lastname and shows their biography", async () => {
    const { router } = renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    expect(screen.queryByText("Owen runs the outreach desk.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Owen Price/ }));
    expect(router.state.location.hash).toBe("#owen-price");
    expect(screen.getByText("Owen runs the outreach desk.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Owen Price/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("opens the member named in the URL hash", () => {
    renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us#amelia-hart" });
    expect(screen.getByText("Amelia plans outreach campaigns.")).toBeTruthy();
  });
});

describe("TeamGridBlock at /about-us/:selected", () => {
  it("opens the member named in the path", () => {
    const router = createMemoryRouter([{ path: "/about-us/:selected", element: <TeamGridBlock block={teamGridFixture} /> }], {
      initialEntries: ["/about-us/owen-price"],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText("Owen runs the outreach desk.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Owen Price/ }).getAttribute("aria-pressed")).toBe("true");
  });
});
