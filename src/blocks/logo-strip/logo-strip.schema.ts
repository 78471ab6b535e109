import { defineField } from "sanity";
import { defineBlock, objectListField, requiredStringField, sectionTitleField } from "../shared/define-block.schema";
import { asRule, linkProblem } from "../../lib/addresses/address-rules";

/** product.md §2 home page "partner logo strip": a row of logos, each optionally linked. */
export const logoStripSchema = defineBlock(
  "logoStrip",
  "Logo strip",
  [
    sectionTitleField({ description: "A short line above the logos (shown as a heading)." }),
    objectListField({
      name: "logos",
      member: "logo",
      validation: (rule) => rule.required().min(1),
      fields: [
        requiredStringField("name", { description: "Read out by screen readers when the image has no alternative text." }),
        defineField({ name: "image", type: "figure", validation: (rule) => rule.required() }),
        defineField({ name: "href", title: "Link", type: "string", validation: (rule) => rule.custom(asRule(linkProblem)) }),
      ],
      preview: { select: { title: "name", media: "image" } },
    }),
  ],
  {
    preview: {
      select: { title: "title", logos: "logos" },
      prepare: ({ title, logos }) => ({ title: `Logo strip: ${title ?? ""}`, subtitle: `${logos?.length ?? 0} logos` }),
    },
  },
);
