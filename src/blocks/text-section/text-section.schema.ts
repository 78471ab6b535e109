import { defineField, defineType } from "sanity";

export const textSectionSchema = defineType({
  name: "textSection",
  title: "Text section",
  type: "object",
  fields: [
    defineField({ name: "heading", type: "string" }),
    defineField({ name: "anchor", type: "string", description: "Optional #anchor, lowercase with hyphens.", validation: (rule) => rule.regex(/^[a-z0-9-]+$/) }),
    defineField({ name: "body", type: "richText", validation: (rule) => rule.required() }),
    defineField({ name: "image", type: "figure" }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title: `Text: ${title ?? "(no heading)"}` }) },
});
