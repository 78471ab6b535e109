import { useOptimistic } from "@sanity/visual-editing/react";
import { useMemo, type ReactNode } from "react";
import type { PageBlock } from "../types";
import { BlockArrayPathContext } from "./block-array-path";
import { blocksInStoredOrder } from "./blocks-in-stored-order";

export interface PageWithBlocks {
  _id: string;
  _type: string;
  blocks: PageBlock[];
}

export interface EditablePageProps<Page extends PageWithBlocks> {
  page: Page;
  /** Renders the page as shown: its blocks in their latest order. */
  children: (page: Page) => ReactNode;
}

/** The page with its blocks in the order of its document as changed locally (another document's change leaves it). */
function inStoredOrder<Page extends PageWithBlocks>(shown: Page, { id, document }: { id: string; document: unknown }): Page {
  if (id !== shown._id) return shown;
  return { ...shown, blocks: blocksInStoredOrder(shown.blocks, (document as { blocks?: unknown } | null)?.blocks) };
}

/**
 * Preview only: a page whose blocks an editor can rearrange from Presentation. Its blocks' list is
 * the document's `blocks` field (each block names its item there), and a change made in the frame
 * (a drag, or the overlay menu's move or remove) shows at once: visual editing's optimistic store
 * hands over the document as changed locally, before the studio has saved the draft and the
 * loaders have run again.
 */
export function EditablePage<Page extends PageWithBlocks>({ page, children }: EditablePageProps<Page>) {
  const shown = useOptimistic<Page, unknown>(page, inStoredOrder);
  // One object while the page is the same document: a new one would render every block again.
  const list = useMemo(() => ({ id: page._id, type: page._type, path: "blocks" }), [page._id, page._type]);
  return <BlockArrayPathContext value={list}>{children(shown)}</BlockArrayPathContext>;
}
