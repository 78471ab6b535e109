import { data } from "react-router";
import { fetch } from "../content/fetch";
import { ARTICLE_BY_SLUG_QUERY } from "../content/queries";
import { ArticleTemplate } from "../templates/article-template";
import type { Route } from "./+types/article";
import { routeMeta } from "./site-meta";
import { loadPrerenderedOrGoHome } from "./unpublished-path";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await fetch(ARTICLE_BY_SLUG_QUERY, { slug: params.slug });
  if (!article) throw data(`No article has the slug ${params.slug}`, { status: 404 });
  return { article };
}

/** In the browser: the prerendered data, or the home page for a path that was never published. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => loadPrerenderedOrGoHome(serverLoader);

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return routeMeta(matches, { seo: article.seo, title: article.title ?? "", path: `/blog/${article.slug}` });
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleTemplate article={loaderData.article} />;
}
