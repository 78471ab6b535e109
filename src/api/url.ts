/**
 * Joins the API's base address and a path with exactly one slash between them, whether or not the
 * configured base ends in "/" or the path starts with one. A trailing slash on the path is kept: the
 * API distinguishes "/leads/" (create) from "/leads" (list) in product.md §7.
 */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** One path segment from an id, escaped so an id can never change which resource is addressed. */
export function segment(id: number | string): string {
  return encodeURIComponent(String(id));
}
