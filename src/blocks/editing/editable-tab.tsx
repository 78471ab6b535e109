import { stegaClean } from "@sanity/client/stega";
import { use, type ComponentProps } from "react";
import { editAttributes } from "../../lib/preview/edit-target";
import { BlockArrayPathContext } from "./block-array-path";

export interface EditableTabProps extends Omit<ComponentProps<"button">, "children"> {
  panelKey: string;
  /** The panel's title, as the tab shows it. */
  label: string;
}

/**
 * Preview only: a tab of the tabs block around it, as its panel's item of that block's `panels`
 * list (`…panels[_key=="…"]`), so Presentation's overlay drags the panel among the others and its
 * menu duplicates, removes, moves or inserts beside it (decision 0050).
 *
 * The tab carries the item, not its panel: only the selected panel has a box on the page (the
 * others are hidden), while every tab is shown, so the tabs are what an editor can see and drag
 * among. They sit in a row, and the drag is told so (`data-sanity-drag-flow`).
 *
 * Its label is written without stega: visual editing would otherwise take the label's field for
 * the element's target (the last one found wins), and the tab would become the title, which
 * cannot be dragged. Clicking the tab opens the panel, title first, beside the page.
 *
 * The tab is selected in the capture phase: visual editing stops a click on an element it
 * outlines before it reaches React's usual handler, so an editor clicking a tab with the overlays
 * on would see its fields open beside the page while the page kept showing another panel.
 */
export function EditableTab({ panelKey, label, onClick, ...button }: EditableTabProps) {
  const tabs = use(BlockArrayPathContext);
  if (!tabs)
    return (
      <button {...button} onClick={onClick}>
        {label}
      </button>
    );
  const panel = { ...tabs, path: `${tabs.path}.panels[_key=="${panelKey}"]` };
  return (
    <button {...button} {...editAttributes(panel)} data-sanity-drag-flow="horizontal" onClickCapture={onClick}>
      {stegaClean(label)}
    </button>
  );
}
