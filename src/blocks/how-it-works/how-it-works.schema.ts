import { defineField, defineType } from "sanity";
import { titledItemsField } from "../shared/titled-items.schema";

export const howItWorksSchema = defineType({
  name: "howItWorks",
  title: "How it works",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "How does it Work?", validation: (rule) => rule.required() }),
    defineField({ name: "intro", type: "richText" }),
    titledItemsField("steps", "Steps", 3),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `How it works: ${title ?? ""}` }) },
});
