import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";

/** The document and field a figure on the page comes from: where clicking it in Presentation goes. */
export interface EditTarget {
  id: string | null | undefined;
  type: string;
  /** The field, as a studio path, e.g. `price` or `bulkDiscounts[_key=="k1"].price`. */
  path: string;
}

/**
 * A `data-sanity` attribute for a figure stega cannot mark (a number, or a value that is read
 * through a reference). Call it only inside an expression guarded in place by
 * `import.meta.env.DRAFTS_PREVIEW === "true"`, e.g.
 * `{...(import.meta.env.DRAFTS_PREVIEW === "true" && editAttributes(target))}`: a production build
 * then drops the call, the target's object literal and this module, so its pages' scripts are what
 * they would be without the preview.
 */
export function editAttributes(target: EditTarget | null | undefined): { "data-sanity"?: string } {
  if (import.meta.env.DRAFTS_PREVIEW !== "true" || !target?.id) return {};
  const attribute = createDataAttribute({
    // The studio beside the preview, so the overlay's "Open in Studio" goes there and not to the preview's own origin.
    baseUrl: import.meta.env.DRAFTS_PREVIEW_STUDIO_URL || undefined,
    id: target.id,
    type: target.type,
    path: target.path,
  });
  return { "data-sanity": attribute.toString() };
}

/** A package's price, or one of its bulk prices by key. */
export const priceEditTarget = (packageId: string, bulkKey?: string): EditTarget => ({
  id: packageId,
  type: "pricePackage",
  path: bulkKey ? `bulkDiscounts[_key=="${bulkKey}"].price` : "price",
});

/**
 * A service's `turnaround` field: the one that holds the days shown (queries project it with
 * `turnaroundServiceOf`, so for a service that follows another it is the other's, whose field an
 * editor can change).
 */
export const turnaroundEditTarget = (serviceId: string | null | undefined): EditTarget => ({
  id: serviceId,
  type: "service",
  path: "turnaround",
});
