import { lazy, Suspense, use, type ComponentType, type ReactNode } from "react";
import { editAttributes } from "../../lib/preview/edit-target";
import { BlockArrayPathContext } from "./block-array-path";
import type { EditablePageProps, PageWithBlocks } from "./editable-page";

/**
 * Preview only: one block of a list, in an element whose `data-sanity` names the block's item in
 * its document (`…blocks[_key=="…"]`). Presentation's overlay then outlines it, offers to drag it
 * among its siblings, and its menu duplicates, removes, moves or inserts beside it. Blocks inside
 * it (a tab's) learn their own list from the path given to them.
 *
 * A page's blocks always stack, so the drag is told so (`data-sanity-drag-flow`). Left to guess,
 * visual editing calls a list horizontal when two of its items start at the same height, as a
 * block that takes no room does (one still waiting for its code starts where the next block
 * starts): it then looks for a drop place to the left and right of the pointer, finds none, and
 * the release saves nothing.
 */
export function EditableBlock({ blockKey, children }: { blockKey: string; children: ReactNode }) {
  const list = use(BlockArrayPathContext);
  if (!list) return children;
  const item = { ...list, path: `${list.path}[_key=="${blockKey}"]` };
  return (
    <div {...editAttributes(item)} data-sanity-drag-flow="vertical">
      <BlockArrayPathContext value={item}>{children}</BlockArrayPathContext>
    </div>
  );
}

/** Preview only: the blocks of one panel of the tabs block around it, as a list of that block. */
export function PanelBlockList({ panelKey, children }: { panelKey: string; children: ReactNode }) {
  const tabs = use(BlockArrayPathContext);
  if (!tabs) return children;
  return (
    <BlockArrayPathContext value={{ ...tabs, path: `${tabs.path}.panels[_key=="${panelKey}"].blocks` }}>
      {children}
    </BlockArrayPathContext>
  );
}

// Loaded apart, behind the flag tested in place: imported statically, visual editing's optimistic
// store left a runtime import in the production route chunk even unused. It is declared here, beside
// the blocks' wrappers, because in a module of its own (reached from the route only) the import of
// React's `lazy` left React's init call there too (decision 0026).
const EditablePage =
  import.meta.env.DRAFTS_PREVIEW === "true"
    ? (lazy(() => import("./editable-page").then((module) => ({ default: module.EditablePage }))) as ComponentType<
        EditablePageProps<PageWithBlocks>
      >)
    : null;

/**
 * Preview only: `EditablePage` once its code is here. Until then (a client navigation before the
 * chunk arrives) the page shows as it is, without the blocks' edit targets; on the server the page
 * is written whole, so it waits.
 */
export function EditablePageInPreview<Page extends PageWithBlocks>({ page, children }: EditablePageProps<Page>) {
  if (!EditablePage) return children(page);
  return (
    <Suspense fallback={children(page)}>
      <EditablePage page={page}>{(shown) => children(shown as Page)}</EditablePage>
    </Suspense>
  );
}
