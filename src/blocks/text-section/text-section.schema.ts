import { defineField } from "sanity";
import { defineBlock } from "../shared/define-block.schema";
import { anchorRule } from "../shared/anchor.schema";
import { requiredCopy } from "../../lib/copy-validation.schema";

export const textSectionSchema = defineBlock(
  "textSection",
  "Text section",
  [
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
  {
    preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title: `Text: ${title ?? "(no heading)"}` }) },
  },
);
