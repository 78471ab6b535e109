import { data } from "react-router";
import { fetch } from "../content/fetch.server";
import { ARTICLE_BY_SLUG_QUERY } from "../content/queries";
import { ArticleTemplate } from "../templates/article-template";
import type { Route } from "./+types/article";
import { blogPosting } from "../lib/structured-data/builders";
import { JsonLd } from "../lib/structured-data/json-ld";
import { Breadcrumbs, useSiteIdentity } from "./site-structured-data";
import { routeMeta } from "./site-meta";
import { loadPrerenderedOrGoHome } from "./unpublished-path";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await fetch(ARTICLE_BY_SLUG_QUERY, { slug: params.slug });
  if (!article) throw data(`No article has the slug ${params.slug}`, { status: 404 });
  return { article };
}

/** In the browser: the prerendered data, or the home page for a path that was never published. */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) => loadPrerenderedOrGoHome(serverLoader, request);

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return routeMeta(matches, { seo: article.seo, title: article.title ?? "", path: `/blog/${article.slug}`, type: "article" });
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const site = useSiteIdentity();
  const path = `/blog/${article.slug}`;
  return (
    <>
      <ArticleTemplate article={article} />
      <Breadcrumbs
        trail={[
          { name: "Blog", path: "/blog" },
          { name: article.title ?? "", path },
        ]}
      />
      {site ? (
        <JsonLd
          data={blogPosting(site.url, {
            title: article.title ?? "",
            path,
            description: article.seo?.metaDescription,
            publishedAt: article.publishedAt,
            updatedAt: article._updatedAt,
            imageUrl: article.thumbnail?.url,
            author: article.author ? `${article.author.firstName} ${article.author.lastName}` : null,
            siteName: site.name,
          })}
        />
      ) : null}
    </>
  );
}
