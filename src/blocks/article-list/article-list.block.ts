import { articleListSchema } from "./article-list.schema";
import { defineBlockManifest } from "../block-manifest";
import { articleListProjection } from "./article-list.query";

export const articleListBlock = defineBlockManifest({
  type: "articleList",
  schema: articleListSchema,
  projection: articleListProjection,
  required: [],
  component: "ArticleListBlock",
  loading: "own-chunk",
});
