import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";

/** The document and field a figure on the page comes from: where clicking it in Presentation goes. */
export interface EditTarget {
  id: string;
  type: string;
  /** The field, as a studio path, e.g. `price` or `bulkDiscounts[_key=="k1"].price`. */
  path: string;
}

/**
 * A `data-sanity` attribute for a figure stega cannot mark (a number, or a value that is read
 * through a reference), in the drafts preview only. Elsewhere no attribute, and since the flag is
 * a build-time constant, this code and the attribute's library are not in the production bundle.
 */
export function editAttributes(target: EditTarget | null | undefined): { "data-sanity"?: string } {
  if (import.meta.env.DRAFTS_PREVIEW !== "true" || !target?.id) return {};
  return { "data-sanity": createDataAttribute({ id: target.id, type: target.type, path: target.path }).toString() };
}
