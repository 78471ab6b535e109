import { formatLongMonth } from "../lib/format/uk-date";
import { archiveMonthOf, archivePath } from "./article-months";
import { fetch } from "./fetch.server";
import { plainDataFields } from "./stega/plain-data-fields";
import { ROUTABLE_CONTENT_QUERY } from "./queries";

export interface RoutablePath {
  path: string;
  title: string;
  kind: "page" | "service" | "personaPage" | "article" | "archiveMonth" | "teamMember";
  updatedAt?: string;
  /** Editors can hide a page from search engines; it still exists, but is not in sitemap.xml. */
  noIndex?: boolean;
  /** A month of the blog's archive: `2026-11`. */
  month?: string;
}

/** Every content path the site serves, from the documents: adding a document adds a path. */
export async function listRoutablePaths(): Promise<RoutablePath[]> {
  const content = plainDataFields(await fetch(ROUTABLE_CONTENT_QUERY));
  const pages: RoutablePath[] = (content.pages ?? []).flatMap((page) =>
    page.path
      ? [{ path: page.path, title: page.title ?? page.path, kind: page._type, updatedAt: page._updatedAt, noIndex: page.noIndex }]
      : [],
  );
  const articles: RoutablePath[] = (content.articles ?? []).flatMap((article) =>
    article.slug
      ? [
          {
            path: `/blog/${article.slug}`,
            title: article.title ?? article.slug,
            kind: "article" as const,
            updatedAt: article._updatedAt,
            noIndex: article.noIndex,
          },
        ]
      : [],
  );
  // Each month an article was published in has its archive page, last changed when its newest-changed article did.
  const months = new Map<string, RoutablePath>();
  for (const article of content.articles ?? []) {
    const month = article.slug ? archiveMonthOf(article.publishedAt) : undefined;
    if (month === undefined) continue;
    const entry = months.get(month) ?? {
      path: archivePath(month),
      title: formatLongMonth(month),
      kind: "archiveMonth" as const,
      month,
    };
    if (article._updatedAt && (!entry.updatedAt || article._updatedAt > entry.updatedAt)) entry.updatedAt = article._updatedAt;
    months.set(month, entry);
  }
  const archive = [...months.values()].sort((a, b) => (a.path < b.path ? 1 : -1));
  // /about-us/:selected deep links open the team member's biography.
  const team: RoutablePath[] = (content.team ?? []).flatMap((member) =>
    member.slug ? [{ path: `/about-us/${member.slug}`, title: member.slug, kind: "teamMember" as const }] : [],
  );
  return [...pages, ...articles, ...archive, ...team];
}
