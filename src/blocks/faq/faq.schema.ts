import { defineField } from "sanity";
import { defineBlock, objectListField, requiredStringField, sectionTitleField } from "../shared/define-block.schema";
import { requiredCopy } from "../../lib/copy-validation.schema";

export const faqSchema = defineBlock(
  "faq",
  "FAQs",
  [
    sectionTitleField({ initialValue: "Frequently asked questions" }),
    objectListField({
      name: "items",
      title: "Questions",
      member: "faqItem",
      fields: [requiredStringField("question"), defineField({ name: "answer", type: "richText", validation: requiredCopy })],
      preview: { select: { title: "question" } },
      validation: (rule) => rule.required().min(1).error("An FAQ block needs at least one question."),
    }),
  ],
  {
    preview: {
      select: { title: "title", items: "items" },
      prepare: ({ title, items }) => ({ title: `FAQs: ${title ?? ""}`, subtitle: `${items?.length ?? 0} questions` }),
    },
  },
);
