import { defineBlock, sectionTitleField } from "../shared/define-block.schema";

export const articleListSchema = defineBlock("articleList", "Article list", [sectionTitleField()], {
  description: "Every published article, grouped by category, newest first in each.",
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Article list: ${title ?? ""}` }) },
});
