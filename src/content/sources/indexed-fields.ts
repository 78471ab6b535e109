/**
 * The keys the dataset's index finds documents by (dataset-index.server.ts), named on their own so
 * that what a read depended on (read-trace.ts) can name them without importing the index.
 */

/** The fields a filter can be narrowed by comparing them with a string: each page's own lookups, and every `_type` listing. */
export const COMPARED_FIELDS = ["_type", "_id", "slug.current", "path.current"] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/**
 * The month an article was published in (`2026-11`, the first seven characters of a string
 * `publishedAt`): a filter `string::startsWith(publishedAt, "2026-11")` is narrowed by it, so a
 * month's archive reads that month's articles only.
 */
export const PUBLISHED_MONTH = "month of publishedAt";

/** Every key the index looks documents up by. */
export const INDEXED_FIELDS = [...COMPARED_FIELDS, PUBLISHED_MONTH] as const;
export type IndexedField = (typeof INDEXED_FIELDS)[number];
