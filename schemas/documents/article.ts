import { defineField, defineType } from "sanity";
import { seoField, slugField } from "../fields";
import { requiredCopy } from "../../src/lib/copy-validation.schema";

import { ARTICLE_CATEGORIES } from "../../src/content/article-categories";

export { ARTICLE_CATEGORIES };

export const article = defineType({
  name: "article",
  title: "Blog article",
  type: "document",
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    slugField("title"),
    defineField({
      name: "category",
      type: "string",
      options: { list: [...ARTICLE_CATEGORIES], layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "order", title: "Order in category", type: "number", validation: (rule) => rule.integer().min(1) }),
    defineField({ name: "publishedAt", title: "Published", type: "date", validation: (rule) => rule.required() }),
    defineField({ name: "author", type: "reference", to: [{ type: "teamMember" }] }),
    defineField({ name: "thumbnail", type: "figure" }),
    defineField({ name: "excerpt", type: "text", rows: 3, description: "Shown on the blog list." }),
    defineField({ name: "body", type: "articleBody", validation: requiredCopy }),
    seoField,
  ],
  orderings: [{ title: "Newest first", name: "publishedDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: { select: { title: "title", subtitle: "category", media: "thumbnail" } },
});
