import { defineField, defineType } from "sanity";

export const whyChooseSchema = defineType({
  name: "whyChoose",
  title: "Why choose us",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "body", type: "richText", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Why choose us: ${title ?? ""}` }) },
});
