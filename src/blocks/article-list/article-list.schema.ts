import { defineField, defineType } from "sanity";

export const articleListSchema = defineType({
  name: "articleList",
  title: "Article list",
  type: "object",
  description: "Every published article, grouped by category, newest first in each.",
  fields: [defineField({ name: "title", type: "string" })],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Article list: ${title ?? ""}` }) },
});
