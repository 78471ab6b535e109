import { defineField } from "sanity";
import { defineBlock, sectionIntroField } from "../shared/define-block.schema";

export const bookACallSchema = defineBlock(
  "bookACall",
  "Book a call",
  [
    defineField({
      name: "title",
      type: "string",
      initialValue: "Need help with strategy?",
      validation: (rule) => rule.required(),
    }),
    sectionIntroField,
  ],
  {
    description: "Lists every team member who has a booking link.",
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Book a call: ${title ?? ""}` }) },
  },
);
