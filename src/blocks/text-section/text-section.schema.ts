import { defineField, defineType } from "sanity";
import { anchorRule } from "../shared/anchor.schema";
import { requiredCopy } from "../../../schemas/rules/copy-validation";

export const textSectionSchema = defineType({
  name: "textSection",
  title: "Text section",
  type: "object",
  fields: [
    defineField({ name: "heading", type: "string" }),
    defineField({
      name: "anchor",
      type: "string",
      description: "Optional #anchor, lowercase with hyphens.",
      validation: anchorRule,
    }),
    defineField({ name: "body", type: "richText", validation: requiredCopy }),
    defineField({ name: "image", type: "figure" }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title: `Text: ${title ?? "(no heading)"}` }) },
});
