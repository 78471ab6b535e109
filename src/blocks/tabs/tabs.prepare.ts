import type { GatedBlock, PrepareChildren, TabPanel, TabsContent } from "../types";
import { TAB_CONTENT_TYPES } from "./tabs.contract";

/**
 * Prepares every tab's blocks like page blocks (only the tab content types are allowed). A tab
 * without a label or without a block that can render is left out; tabs with no tab left are
 * themselves left out, with the reason.
 */
export function prepareTabs(block: GatedBlock<"tabs">, prepareChildren: PrepareChildren): TabsContent | string {
  const panels: TabPanel[] = [];
  for (const panel of block.panels) {
    const blocks = prepareChildren(panel.blocks, TAB_CONTENT_TYPES, `tab ${panel._key}`);
    if (panel.title && blocks.length) panels.push({ _key: panel._key, title: panel.title, blocks });
  }
  return panels.length ? { panels } : "no tab has a label and a block that can be shown";
}
