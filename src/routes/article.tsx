import { data } from "react-router";
import { ISLAND_PAGE_HANDLE } from "../lib/page-start/island-page";
import { loadRichTextRenderer } from "../components/rich-text";
import { stegaClean } from "@sanity/client/stega";
import { fetch } from "../content/fetch.server";
import { liveQueryInPreview } from "../content/live/live-query.server";
import { plainDataFields } from "../content/stega/plain-data-fields";
import { ARTICLE_BY_SLUG_QUERY, SITE_CHROME_QUERY } from "../content/queries";
import { ArticleTemplate } from "../templates/article-template";
import { LiveInPreview } from "../content/live/live-in-preview";
import type { Route } from "./+types/article";
import { StructuredData } from "../lib/structured-data/json-ld";
import { articleStructuredData, siteIdentity } from "./structured-data.server";
import { contentMeta } from "./site-meta";
import { loadPrerenderedOrGoHome } from "./unpublished-path";

export async function loader({ params }: Route.LoaderArgs) {
  const [article, chrome] = await Promise.all([
    fetch(ARTICLE_BY_SLUG_QUERY, { slug: params.slug }).then(plainDataFields),
    fetch(SITE_CHROME_QUERY).then(plainDataFields),
  ]);
  if (!article) throw data(`No article has the slug ${params.slug}`, { status: 404 });
  return {
    article,
    ...liveQueryInPreview("article", ARTICLE_BY_SLUG_QUERY, { slug: params.slug }),
    structuredData: articleStructuredData(stegaClean(article), siteIdentity(chrome)),
  };
}

/**
 * In the browser: the prerendered data, or the home page for a path that was never published. The
 * rich text renderer loads alongside: the next article's body is not on the prerendered page.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([loadPrerenderedOrGoHome(serverLoader, request), loadRichTextRenderer()]);
  return loaded;
}

/** Its pages are content pages: prerendered, then islands, not the app (decision 0034). */
export const handle = ISLAND_PAGE_HANDLE;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return contentMeta(matches, article, { path: `/blog/${article.slug}`, type: "article" });
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* In the drafts preview, the article follows the editor's typing (decision 0049). */}
      {import.meta.env.DRAFTS_PREVIEW === "true" ? (
        <LiveInPreview loaderData={loaderData}>{(live) => <ArticleTemplate article={live.article} />}</LiveInPreview>
      ) : (
        <ArticleTemplate article={loaderData.article} />
      )}
      <StructuredData items={loaderData.structuredData} />
    </>
  );
}
