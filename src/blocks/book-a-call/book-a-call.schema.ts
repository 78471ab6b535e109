import { defineField, defineType } from "sanity";

export const bookACallSchema = defineType({
  name: "bookACall",
  title: "Book a call",
  type: "object",
  description: "Lists every team member who has a booking link.",
  fields: [
    defineField({
      name: "title",
      type: "string",
      initialValue: "Need help with strategy?",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "intro", type: "text", rows: 2 }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Book a call: ${title ?? ""}` }) },
});
