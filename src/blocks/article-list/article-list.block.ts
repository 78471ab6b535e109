import { articleListSchema } from "./article-list.schema";
import { defineBlockManifest } from "../block-manifest";
import { imageFragment } from "../../content/fragments";

export const articleListBlock = defineBlockManifest({
  type: "articleList",
  schema: articleListSchema,
  projection: /* groq */ `_type == "articleList" => {
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
}`,
  required: ["articles"],
  component: "ArticleListBlock",
  loading: "own-chunk",
});
