type Doc = Record<string, unknown> & { _id: string; _type: string };

/** How many copies share one publishing day: the copies of a large dataset spread over years, as a real blog's articles do. */
const COPIES_PER_DAY = 10;

/** `date` (YYYY-MM-DD…) moved back by `days`, as YYYY-MM-DD; undefined stays undefined. */
function daysBefore(date: unknown, days: number): string | undefined {
  if (typeof date !== "string") return undefined;
  const moved = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(moved.getTime())) return undefined;
  moved.setUTCDate(moved.getUTCDate() - days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The dataset plus `extra` articles derived from the existing ones (copies with new ids, slugs,
 * titles and publishing dates, cycling through the originals), for timing how the build grows with
 * the number of pages. Each copy is published a day earlier for every ten copies before it, so a
 * large dataset's articles cover years rather than the originals' eighteen days.
 * Everything else, including the images the copies reference, is unchanged.
 */
export function withExtraArticles(ndjson: string, extra: number): string {
  const documents = ndjson
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Doc);
  const articles = documents.filter((doc) => doc._type === "article" && !doc._id.startsWith("drafts."));
  if (articles.length === 0) throw new Error("The dataset has no articles to derive synthetic ones from.");
  const copies = Array.from({ length: extra }, (_, index) => {
    const original = articles[index % articles.length]!;
    const slug = (original.slug as { current?: string } | undefined)?.current ?? original._id;
    const number = index + 1;
    const publishedAt = daysBefore(original.publishedAt, Math.ceil(number / COPIES_PER_DAY));
    return {
      ...original,
      _id: `synthetic-article-${number}`,
      title: `${String(original.title ?? "Article")} (copy ${number})`,
      slug: { _type: "slug", current: `${slug}-copy-${number}` },
      ...(publishedAt ? { publishedAt } : {}),
    };
  });
  return [...documents, ...copies].map((doc) => JSON.stringify(doc)).join("\n") + "\n";
}

/**
 * The id of a synthetic article a benchmark edits or deletes: the one `at` (a fraction) of the way
 * through the copies, and the next one for each run after the first.
 */
export const syntheticArticleId = (extra: number, at: number, run: number) =>
  `synthetic-article-${((Math.floor(extra * at) + run - 1) % extra) + 1}`;
