interface Keyed {
  _key: string;
}

/** A stored array item as a document holds it: only its key and nested lists are read here. */
type StoredItem = { _key?: unknown; panels?: unknown; blocks?: unknown } | null | undefined;

/**
 * The prepared blocks `shown`, in the order (and only those) that the stored document's `stored`
 * list holds, at every depth (a tab's panels and their blocks). This is how a page shows a move or
 * a removal made in Presentation before its loaders run again: the document changed locally holds
 * raw blocks (references not followed), so the prepared ones are rearranged to match it. A block
 * the stored list has and `shown` has not (just inserted or duplicated) appears when the loaders
 * have prepared it.
 */
export function blocksInStoredOrder<Item extends Keyed>(shown: readonly Item[], stored: unknown): Item[] {
  if (!Array.isArray(stored)) return [...shown];
  const byKey = new Map(shown.map((item) => [item._key, item]));
  return (stored as StoredItem[]).flatMap((raw) => {
    const item = typeof raw?._key === "string" ? byKey.get(raw._key) : undefined;
    return item ? [withNestedInStoredOrder(item, raw)] : [];
  });
}

/** A container block's panels, and each panel's blocks, in their stored order. */
function withNestedInStoredOrder<Item extends Keyed>(item: Item, raw: StoredItem): Item {
  if (!("panels" in item) || !Array.isArray(item.panels)) return item;
  const rawPanels = Array.isArray(raw?.panels) ? (raw.panels as StoredItem[]) : [];
  const panels = blocksInStoredOrder(item.panels as (Keyed & { blocks?: Keyed[] })[], raw?.panels).map((panel) => {
    const rawPanel = rawPanels.find((candidate) => candidate?._key === panel._key);
    return Array.isArray(panel.blocks) ? { ...panel, blocks: blocksInStoredOrder(panel.blocks, rawPanel?.blocks) } : panel;
  });
  return { ...item, panels };
}
