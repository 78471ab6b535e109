/**
 * The month key of a `publishedAt` value: its first seven characters (`2026-11`), when it is a
 * string that long. The index finds a document under it (dataset-index.server.ts) and the blog's
 * archive pages by it (article-months.ts), so both agree on every article's month.
 */
export const MONTH_PREFIX_LENGTH = "YYYY-MM".length;

export function monthOf(publishedAt: unknown): string | undefined {
  return typeof publishedAt === "string" && publishedAt.length >= MONTH_PREFIX_LENGTH
    ? publishedAt.slice(0, MONTH_PREFIX_LENGTH)
    : undefined;
}
