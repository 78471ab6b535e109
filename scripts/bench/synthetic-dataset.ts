type Doc = Record<string, unknown> & { _id: string; _type: string };

/**
 * The dataset plus `extra` articles derived from the existing ones (copies with new ids, slugs and
 * titles, cycling through the originals), for timing how the build grows with the number of pages.
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
    return {
      ...original,
      _id: `synthetic-article-${number}`,
      title: `${String(original.title ?? "Article")} (copy ${number})`,
      slug: { _type: "slug", current: `${slug}-copy-${number}` },
    };
  });
  return [...documents, ...copies].map((doc) => JSON.stringify(doc)).join("\n") + "\n";
}
