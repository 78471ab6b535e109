import type { BlockScript } from "../types";

/** The panel (by position) that holds the element a hash points at, e.g. #how-it-works inside the first tab. */
function panelHoldingHash(panels: readonly HTMLElement[], hash: string): number {
  if (!hash || hash === "#") return -1;
  const target = panels[0]?.ownerDocument.getElementById(decodeURIComponent(hash.slice(1)));
  return target ? panels.findIndex((panel) => panel.contains(target)) : -1;
}

/**
 * The tabs on a public page, as `TabsBlock` does them in the app (WAI-ARIA tabs): a click or
 * Enter/Space on a tab shows its panel; arrow keys, Home and End move between tabs and select
 * them; only the selected tab is in the tab order. A hash naming a section inside another tab, on
 * load or later ("On this page" links, shared links), opens that tab and scrolls to the section.
 * The prerendered markup already shows the first tab; this only moves `aria-selected`, `tabindex`
 * and `hidden`.
 */
export const startBlockScript: BlockScript = (block, win) => {
  for (const list of block.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = tabs.map((tab) => win.document.getElementById(tab.getAttribute("aria-controls") ?? ""));
    if (tabs.length === 0 || panels.some((panel) => !panel)) continue;
    const select = (index: number, focus: boolean) => {
      const chosen = (index + tabs.length) % tabs.length;
      tabs.forEach((tab, at) => {
        tab.setAttribute("aria-selected", String(at === chosen));
        tab.tabIndex = at === chosen ? 0 : -1;
        panels[at]!.hidden = at !== chosen;
      });
      if (focus) tabs[chosen]!.focus();
    };
    list.addEventListener("click", (event) => {
      const index = tabs.indexOf((event.target as Element).closest<HTMLElement>('[role="tab"]')!);
      if (index >= 0) select(index, false);
    });
    list.addEventListener("keydown", (event) => {
      const current = tabs.indexOf(event.target as HTMLElement);
      const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
      if (current < 0 || !(event.key in moves)) return;
      event.preventDefault();
      select(moves[event.key]!, true);
    });
    const openHash = () => {
      const index = panelHoldingHash(panels as HTMLElement[], win.location.hash);
      if (index < 0) return;
      select(index, false);
      // Once the panel shows: the browser could not scroll to an element that was hidden.
      win.document.getElementById(decodeURIComponent(win.location.hash.slice(1)))?.scrollIntoView();
    };
    win.addEventListener("hashchange", openHash);
    openHash();
  }
};
