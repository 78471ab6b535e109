/**
 * What a query sees under a perspective, as the Content Lake shows it, for the stand-ins that play
 * it in tests (the drafts preview's, the studio validator's, the Presentation locations'):
 * - `raw`: every document as stored, drafts and release versions included;
 * - `published` (or none): published documents only;
 * - `drafts`: each `drafts.<id>` in place of `<id>`, under the published id;
 * - a release stack (`rSpring,drafts`, or the list): the first layer holding a version of a
 *   document wins (`versions.rSpring.<id>`, then `drafts.<id>`), then the published document.
 * A version of a document never published is seen too. The stored id stays as `_originalId`.
 * Documents of no layer (a release's own `_.releases.<name>`) are seen as published ones.
 */
export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A perspective as the query endpoint's parameter carries it (comma-separated) or as a client holds it (a list). */
export type PerspectiveParameter = string | readonly string[] | null | undefined;

/** The layer a stored id belongs to: `drafts`, a release's id, or `published`; and the document id it is a version of. */
function layerOf(id: string): { layer: string; baseId: string } {
  if (id.startsWith("drafts.")) return { layer: "drafts", baseId: id.slice("drafts.".length) };
  const version = /^versions\.([^.]+)\.(.+)$/.exec(id);
  if (version) return { layer: version[1]!, baseId: version[2]! };
  return { layer: "published", baseId: id };
}

/** The layers over the published documents, top first; `raw` as itself. */
function stackOf(perspective: PerspectiveParameter): string[] | "raw" {
  const parts = typeof perspective === "string" ? perspective.split(",") : [...(perspective ?? [])];
  if (parts.length === 1 && parts[0] === "raw") return "raw";
  if (parts.length === 1 && parts[0] === "previewDrafts") return ["drafts"];
  return parts.filter((part) => part && part !== "published");
}

export function documentsSeenWith<T extends StoredDocument>(documents: readonly T[], perspective: PerspectiveParameter): T[] {
  const stack = stackOf(perspective);
  if (stack === "raw") return [...documents];
  const layers = new Map<string, Map<string, T>>();
  const published = new Map<string, T>();
  for (const document of documents) {
    const { layer, baseId } = layerOf(document._id);
    if (layer === "published") published.set(baseId, document);
    else {
      if (!layers.has(layer)) layers.set(layer, new Map());
      layers.get(layer)!.set(baseId, document);
    }
  }
  const ids = new Set(published.keys());
  for (const layer of stack) for (const baseId of layers.get(layer)?.keys() ?? []) ids.add(baseId);
  const seen: T[] = [];
  for (const id of ids) {
    const version = stack.map((layer) => layers.get(layer)?.get(id)).find(Boolean);
    seen.push(version ? { ...version, _id: id, _originalId: version._id } : published.get(id)!);
  }
  return seen;
}
