import type { Article, ArticleBody } from "../../../src/content/generated/sanity.types";
import { basename } from "node:path";
import { paragraph } from "../portable-text";
import type { LegacyArticle } from "../legacy/types";
import { documentBuilder, slug, type SeedContext, type Seeded } from "./context";

/** Articles record their publish date as `_updatedAt`, so the sitemap dates them truly. */
export function articleDocument(article: LegacyArticle, context: SeedContext): Seeded<Article> & { _updatedAt: string } {
  const doc = documentBuilder(`article-${article.url}`);
  const body = article.description.flatMap((part): ArticleBody => {
    if (part.type === "image") return [{ _key: doc.key(), ...context.images.figure(`articles/${part.url}`, part.alt) }];
    return [
      ...(part.title ? [paragraph(part.title, doc.key, context.refs, "h2")] : []),
      ...part.content.map((text) => paragraph(text, doc.key, context.refs)),
    ];
  });
  return {
    _id: doc.id,
    _type: "article",
    _updatedAt: `${article.datePublished}T09:00:00Z`,
    title: article.title,
    slug: slug(article.url),
    category: article.category,
    ...(article.order ? { order: article.order } : {}),
    publishedAt: article.datePublished,
    thumbnail: context.images.figure(`articles/${article.thumbnail}`, ""),
    excerpt: article.metaDescription,
    body,
    seo: {
      _type: "seo",
      metaTitle: article.metaTitle,
      metaDescription: article.metaDescription,
      // The thumbnail drawn as a PNG: link previews do not show SVG (npm run share-images).
      shareImage: context.images.raster(`share/${basename(article.thumbnail, ".svg")}.png`),
    },
  };
}
