import type { BlockOf, BlockType } from "../types";

/**
 * The one list of blocks a tab may hold: the schema offers these, preparation keeps only these and
 * the types follow. No price or form blocks: those read their page's service, which a tab does not have.
 */
export const TAB_CONTENT_TYPES = [
  "howItWorks",
  "keyBenefits",
  "serviceCards",
  "textSection",
] as const satisfies readonly BlockType[];
type TabContentType = (typeof TAB_CONTENT_TYPES)[number];

/** A tab after preparation: labelled, holding at least one block that can render. */
export interface TabPanel {
  _key: string;
  title: string;
  blocks: BlockOf<TabContentType>[];
}

export interface TabsContent {
  panels: TabPanel[];
}
