import { data } from "react-router";
import { archivePath, isArchiveMonth } from "../content/article-months";
import { fetch } from "../content/fetch.server";
import { ARTICLE_SITEMAP_OF_MONTH_QUERY } from "../content/queries";
import { siteUrl } from "../content/site-url";
import { siteAddress, urlSetResponse } from "../lib/addresses/sitemap-xml";
import type { Route } from "./+types/sitemap-month-xml";

/**
 * /sitemaps/articles/2026-11.xml: the month's archive page and its indexable articles, each with
 * the date it last changed (the archive page's, its newest-changed article's). Prerendered.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const month = /^(.*)\.xml$/.exec(params.file)?.[1];
  if (month === undefined || !isArchiveMonth(month)) throw data(`${params.file} is not a month's sitemap`, { status: 404 });
  const [base, articles] = await Promise.all([siteUrl(), fetch(ARTICLE_SITEMAP_OF_MONTH_QUERY, { month })]);
  if (articles.length === 0) throw data(`No article was published in ${month}`, { status: 404 });
  const newest = articles.reduce<string | null>(
    (latest, article) => (article._updatedAt > (latest ?? "") ? article._updatedAt : latest),
    null,
  );
  return urlSetResponse([
    { location: siteAddress(base, archivePath(month)), updatedAt: newest },
    ...articles.flatMap((article) =>
      article.slug && !article.noIndex
        ? [{ location: siteAddress(base, `/blog/${article.slug}`), updatedAt: article._updatedAt }]
        : [],
    ),
  ]);
}
