import { defineField } from "sanity";
import { defineBlock, sectionTitleField, sectionIntroField } from "../shared/define-block.schema";
import { anchorRule } from "../shared/anchor.schema";

export const contactFormSchema = defineBlock(
  "contactForm",
  "Contact form",
  [
    sectionTitleField({ initialValue: "Send us a message" }),
    sectionIntroField,
    defineField({ name: "submitLabel", title: "Button label", type: "string", initialValue: "Send message" }),
    defineField({ name: "explanationTitle", title: "Explanation heading", type: "string" }),
    defineField({
      name: "explanation",
      type: "richText",
      description: "Shown beside the form (on small screens, above it). Leave empty for the form alone.",
    }),
    defineField({
      name: "split",
      title: "Explanation width (%)",
      type: "number",
      description: "Share of the width the explanation takes beside the form; 50 splits it evenly.",
      initialValue: 50,
      validation: (rule) => rule.min(30).max(70).integer(),
    }),
    defineField({
      name: "anchor",
      type: "string",
      description: "The #address of this section, e.g. get-in-touch.",
      validation: anchorRule,
    }),
  ],
  {
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Contact form: ${title ?? ""}` }) },
  },
);
