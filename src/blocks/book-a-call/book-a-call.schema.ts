import { defineBlock, sectionIntroField, sectionTitleField } from "../shared/define-block.schema";

export const bookACallSchema = defineBlock(
  "bookACall",
  "Book a call",
  [sectionTitleField({ initialValue: "Need help with strategy?", required: true }), sectionIntroField],
  {
    description: "Lists every team member who has a booking link.",
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Book a call: ${title ?? ""}` }) },
  },
);
