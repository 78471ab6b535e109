import { imageFragment } from "../../content/fragments";

export const articleListProjection = /* groq */ `_type == "articleList" => {
  title,
  "articles": *[_type == "article" && !(_id in path("drafts.**"))] | order(publishedAt desc) {
    _id,
    title,
    category,
    publishedAt,
    excerpt,
    "slug": slug.current,
    "thumbnail": thumbnail${imageFragment}
  }
}` as const;
