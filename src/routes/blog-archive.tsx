import { stegaClean } from "@sanity/client/stega";
import { data, Link } from "react-router";
import { readArticlesOfMonth } from "../content/article-listing.server";
import { ArticleCard } from "../blocks/article-list/article-card";
// The article cards' styles, in the same stylesheet every content page links (so it is cached).
import "../blocks/block-styles";
import { PageHeader } from "../components/page-header";
import { isArchiveMonth } from "../content/article-months";
import { formatLongMonth } from "../lib/format/uk-date";
import { articlesValueText } from "../state/content-slider-choice";
import { ISLAND_PAGE_HANDLE } from "../lib/page-start/island-page";
import type { Route } from "./+types/blog-archive";
import { routeMeta } from "./site-meta";
import { loadPrerenderedOrGoHome } from "./unpublished-path";

/**
 * /blog/archive/2026-11: one month's articles, newest first. It reads only that month's articles, so
 * publishing in another month never renders it again (decision 0055).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { month } = params;
  if (!isArchiveMonth(month)) throw data(`${month} is not a month of the archive`, { status: 404 });
  const articles = await readArticlesOfMonth(month);
  if (articles.length === 0) throw data(`No article was published in ${month}`, { status: 404 });
  const title = `Articles from ${formatLongMonth(month)}`;
  return { month, title, description: archiveDescription(title, articles), articles };
}

/** The month's meta description, from its own titles: unique to the month and within 160 characters. */
function archiveDescription(title: string, articles: ReadonlyArray<{ title: string | null }>): string {
  // In the drafts preview titles carry invisible edit markers; a meta tag must not.
  const titles = articles.flatMap((article) => (article.title ? [`“${stegaClean(article.title)}”`] : []));
  let shown = titles.length;
  const text = (count: number) => {
    const rest = titles.length - count;
    const listed = titles.slice(0, count).join(", ");
    return rest > 0 ? `${title}: ${listed} and ${rest} more.` : `${title}: ${listed}.`;
  };
  while (shown > 1 && text(shown).length > 160) shown -= 1;
  const description = text(shown);
  return description.length <= 160 ? description : `${description.slice(0, 159)}…`;
}

/** In the browser: the prerendered data, or the home page for a month with no articles. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  return loadPrerenderedOrGoHome(serverLoader, request);
}

/** A content page: prerendered, then plain links, not the app (decision 0034). */
export const handle = ISLAND_PAGE_HANDLE;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return loaderData
    ? routeMeta(matches, {
        seo: { metaDescription: loaderData.description },
        title: loaderData.title,
        path: `/blog/archive/${loaderData.month}`,
      })
    : [];
}

export default function BlogArchiveRoute({ loaderData }: Route.ComponentProps) {
  const { title, articles } = loaderData;
  return (
    <>
      <PageHeader title={title} subtitle={`${articlesValueText(articles.length)}, newest first.`} />
      <div className="container section article-list">
        <ul className="article-list__grid">
          {articles.map((article) => (
            <ArticleCard key={article._id} article={article} />
          ))}
        </ul>
        <p className="blog-archive__back">
          <Link to="/blog">Back to the blog</Link>, where every month is listed.
        </p>
      </div>
    </>
  );
}
