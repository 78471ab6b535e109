import { defineField, defineType } from "sanity";
import { titledItemsField } from "../shared/titled-items.schema";

export const keyBenefitsSchema = defineType({
  name: "keyBenefits",
  title: "Key benefits",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Key Benefits", validation: (rule) => rule.required() }),
    titledItemsField("items", "Benefits", 3, { required: true }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Key benefits: ${title ?? ""}` }) },
});
