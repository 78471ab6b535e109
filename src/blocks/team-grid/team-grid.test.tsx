/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { TeamGridBlock } from "./team-grid";
import { teamGridFixture } from "./team-grid.fixture";

/** Whether `text` is in a biography the visitor sees (every biography is written; the others are hidden). */
const shown = (text: string) => screen.queryAllByRole("article").some((article) => article.textContent?.includes(text));

// jsdom lays nothing out, so it has no scrolling; the browser tests measure where the biography lands.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe("TeamGridBlock", () => {
  it("selecting a member sets the hash to firstname-lastname (a new history entry), shows their biography and focuses their name", async () => {
    const { router } = renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    expect(shown("Owen runs the outreach desk.")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: /Owen Price/ }));
    expect(router.state.location.hash).toBe("#owen-price");
    expect(router.state.historyAction).toBe("PUSH");
    expect(shown("Owen runs the outreach desk.")).toBe(true);
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

  it("links each member to their own address, where scripts do not run, and the open member back to the page", async () => {
    renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    const owen = screen.getByRole("button", { name: /Owen Price/ });
    expect(owen.getAttribute("href")).toBe("/about-us/owen-price");
    await userEvent.click(owen);
    expect(screen.getByRole("button", { name: /Owen Price/ }).getAttribute("href")).toBe("/about-us");
  });

  it("chooses a member with Space, as a button does", async () => {
    const { router } = renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    screen.getByRole("button", { name: /Amelia Hart/ }).focus();
    await userEvent.keyboard(" ");
    expect(router.state.location.hash).toBe("#amelia-hart");
    expect(shown("Amelia plans outreach campaigns.")).toBe(true);
  });

  it("leaves a click meant for a new tab to the browser", async () => {
    const { router } = renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us" });
    // Seen after React's handler (the click bubbles to the window last); then stopped, as jsdom cannot open a tab.
    let leftToBrowser: boolean | undefined;
    const watch = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", watch);
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(screen.getByRole("button", { name: /Owen Price/ }));
    await user.keyboard("{/Control}");
    window.removeEventListener("click", watch);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.hash).toBe("");
    expect(shown("Owen runs the outreach desk.")).toBe(false);
  });

  it("opens the member named in the URL hash", () => {
    renderWithRouter(<TeamGridBlock block={teamGridFixture} />, { path: "/about-us#amelia-hart" });
    expect(shown("Amelia plans outreach campaigns.")).toBe(true);
  });
});

describe("TeamGridBlock at /about-us/:selected", () => {
  it("opens the member named in the path", () => {
    const router = createMemoryRouter([{ path: "/about-us/:selected", element: <TeamGridBlock block={teamGridFixture} /> }], {
      initialEntries: ["/about-us/owen-price"],
    });
    render(<RouterProvider router={router} />);
    expect(shown("Owen runs the outreach desk.")).toBe(true);
    expect(screen.getByRole("button", { name: /Owen Price/ }).getAttribute("aria-pressed")).toBe("true");
  });
});
