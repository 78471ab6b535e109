import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredCopy } from "../../../schemas/rules/copy-validation";

export const faqSchema = defineType({
  name: "faq",
  title: "FAQs",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Frequently asked questions" }),
    defineField({
      name: "items",
      title: "Questions",
      type: "array",
      of: [
        defineArrayMember({
          name: "faqItem",
          type: "object",
          fields: [
            defineField({ name: "question", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "answer", type: "richText", validation: requiredCopy }),
          ],
          preview: { select: { title: "question" } },
        }),
      ],
      validation: (rule) => rule.required().min(1).error("An FAQ block needs at least one question."),
    }),
  ],
  preview: {
    select: { title: "title", items: "items" },
    prepare: ({ title, items }) => ({ title: `FAQs: ${title ?? ""}`, subtitle: `${items?.length ?? 0} questions` }),
  },
});
