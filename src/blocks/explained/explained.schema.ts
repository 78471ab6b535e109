import { defineField, defineType } from "sanity";
import { requiredCopy } from "../../../schemas/rules/copy-validation";

export const explainedSchema = defineType({
  name: "explained",
  title: "Explained",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "body", type: "richText", validation: requiredCopy }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Explained: ${title ?? ""}` }) },
});
