/** @vitest-environment jsdom */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { PageBlocks } from "../page-blocks";
import { tabsFixture } from "./tabs.fixture";

const panelText = () => screen.getAllByRole("tabpanel").map((panel) => panel.textContent);

/** The fixture's tabs, which a button puts in reverse order: an editor moving tabs in the preview. */
function TabsAnEditorReorders() {
  const [reversed, setReversed] = useState(false);
  const panels = reversed ? tabsFixture.panels.toReversed() : tabsFixture.panels;
  return (
    <>
      <button type="button" onClick={() => setReversed(true)}>
        Reverse the tabs
      </button>
      <PageBlocks blocks={[{ ...tabsFixture, panels }]} />
    </>
  );
}

describe("TabsBlock", () => {
  it("shows the first tab's blocks and leaves out a tab with nothing in it", () => {
    renderWithRouter(<PageBlocks blocks={[tabsFixture]} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["How does it work?", "Why choose"]);
    expect(screen.getByRole("tab", { name: "How does it work?" }).getAttribute("aria-selected")).toBe("true");
    expect(panelText()).toEqual([expect.stringContaining("Share your pages and markets.")]);
  });

  it("moves with the arrow keys, Home and End, keeping only the selected tab in the tab order", async () => {
    renderWithRouter(<PageBlocks blocks={[tabsFixture]} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "How does it work?" }));
    await userEvent.keyboard("{ArrowRight}");
    const why = screen.getByRole("tab", { name: "Why choose" });
    expect(document.activeElement).toBe(why);
    expect(why.getAttribute("aria-selected")).toBe("true");
    expect(why.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "How does it work?", selected: false }).tabIndex).toBe(-1);
    expect(panelText()).toEqual([expect.stringContaining("Real outreach, one site at a time.")]);
    await userEvent.keyboard("{ArrowRight}"); // wraps round
    expect(document.activeElement?.textContent).toBe("How does it work?");
    await userEvent.keyboard("{End}");
    expect(document.activeElement?.textContent).toBe("Why choose");
  });

  it("ties each tab to its own panel, so screen readers name the panel after its tab", () => {
    renderWithRouter(<PageBlocks blocks={[tabsFixture]} />);
    const tabs = screen.getAllByRole("tab");
    const panels = tabs.map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? ""));
    expect(new Set(panels).size).toBe(tabs.length);
    panels.forEach((panel, index) => {
      expect(panel?.getAttribute("role")).toBe("tabpanel");
      expect(panel?.getAttribute("aria-labelledby")).toBe(tabs[index]!.id);
    });
  });

  it("keeps the chosen tab selected, and its panel shown, when the tabs are put in another order", async () => {
    renderWithRouter(<TabsAnEditorReorders />);
    await userEvent.click(screen.getByRole("tab", { name: "Why choose" }));
    await userEvent.click(screen.getByRole("button", { name: "Reverse the tabs" }));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Why choose", "How does it work?"]);
    expect(screen.getByRole("tab", { name: "Why choose" }).getAttribute("aria-selected")).toBe("true");
    expect(panelText()).toEqual([expect.stringContaining("Real outreach, one site at a time.")]);
  });

  it("opens the tab holding the section a hash points at", async () => {
    renderWithRouter(<PageBlocks blocks={[tabsFixture]} />, { path: "/services/x#examples" });
    await act(async () => {});
    expect(screen.getByRole("tab", { name: "Why choose" }).getAttribute("aria-selected")).toBe("true");
    expect(panelText()).toEqual([expect.stringContaining("Real outreach")]);
  });
});
