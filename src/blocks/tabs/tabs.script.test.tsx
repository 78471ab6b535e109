/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startPrerenderedBlock } from "../../test/prerendered-block";
import { tabsFixture } from "./tabs.fixture";

const shownPanels = () => screen.getAllByRole("tabpanel", { hidden: true }).filter((panel) => !panel.hidden);
const selectedTab = () => screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => document.body.replaceChildren());

describe("the tabs' plain script on a public page", () => {
  it("shows a tab's panel when it is clicked, and only that one", async () => {
    await startPrerenderedBlock(tabsFixture);
    expect(shownPanels().map((panel) => panel.textContent)).toEqual([expect.stringContaining("Tell us your goals")]);
    await userEvent.click(screen.getByRole("tab", { name: "Why choose" }));
    expect(selectedTab()?.textContent).toBe("Why choose");
    expect(shownPanels().map((panel) => panel.textContent)).toEqual([expect.stringContaining("Why choose us?")]);
  });

  it("moves between tabs with the arrow keys, Home and End, keeping only the chosen tab in the tab order", async () => {
    await startPrerenderedBlock(tabsFixture);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "How does it work?" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Why choose" }));
    expect(selectedTab()?.textContent).toBe("Why choose");
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, 0]);
    await userEvent.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("How does it work?");
    await userEvent.keyboard("{End}");
    expect(selectedTab()?.textContent).toBe("Why choose");
    await userEvent.keyboard("{Home}");
    expect(selectedTab()?.textContent).toBe("How does it work?");
  });

  it("opens the tab holding the section an address names, on load and when the hash changes", async () => {
    await startPrerenderedBlock(tabsFixture, { path: "/services/blogger-outreach#examples" });
    expect(selectedTab()?.textContent).toBe("Why choose");
    expect(document.getElementById("examples")!.scrollIntoView).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("tab", { name: "How does it work?" }));
    window.location.hash = "#examples";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(selectedTab()?.textContent).toBe("Why choose");
  });
});
