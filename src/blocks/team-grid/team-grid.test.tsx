/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { TeamGridBlock } from "./team-grid";
import { teamGridFixture } from "./team-grid.fixture";

// jsdom lays nothing out, so it has no scrolling; the browser tests measure where the biography lands.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("TeamGridBlock", () => {
  it("selecting a member sets the hash to firstname-lastname (a new history entry), shows their biography and focuses their name", async () => {
    const { router } = renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    expect(screen.queryByText("Owen runs the outreach desk.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /Owen Price/ }));
    expect(router.state.location.hash).toBe("#owen-price");
    expect(router.state.historyAction).toBe("PUSH");
    expect(screen.getByText("Owen runs the outreach desk.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Owen Price/ }).getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 3, name: "Owen Price" }));
  });

  it("offers a booking link, in a new tab, on the profile of a member who has one", async () => {
    renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    await userEvent.click(screen.getByRole("button", { name: /Amelia Hart/ }));
    const link = screen.getByRole("link", { name: /Book a call with Amelia Hart/ });
    expect(link.getAttribute("href")).toBe("https://calendly.com/amelia-hart");
    expect(link.getAttribute("target")).toBe("_blank");
    await userEvent.click(screen.getByRole("button", { name: /Owen Price/ }));
    expect(screen.queryByRole("link", { name: /Book a call/ })).toBeNull();
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
