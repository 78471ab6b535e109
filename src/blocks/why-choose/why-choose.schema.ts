import { defineField, defineType } from "sanity";
import { requiredCopy } from "../../../schemas/rules/copy-validation";

export const whyChooseSchema = defineType({
  name: "whyChoose",
  title: "Why choose us",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "body", type: "richText", validation: requiredCopy }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Why choose us: ${title ?? ""}` }) },
});
