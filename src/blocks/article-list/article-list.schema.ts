import { defineField } from "sanity";
import { defineBlock, sectionTitleField } from "../shared/define-block.schema";

export const articleListSchema = defineBlock(
  "articleList",
  "Article list",
  [
    sectionTitleField(),
    defineField({
      name: "newestAtLeast",
      title: "Newest articles shown, at least",
      description:
        "The list shows whole months, newest first, until it holds at least this many articles; older months are a click away in the archive.",
      type: "number",
      initialValue: 24,
      validation: (rule) => rule.required().integer().min(1).max(500),
    }),
  ],
  {
    description: "The newest published articles, grouped by category, with every month in the archive.",
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Article list: ${title ?? ""}` }) },
  },
);
