import { defineArrayMember, defineField } from "sanity";
import { defineBlock, requiredStringField } from "../shared/define-block.schema";

export const heroSchema = defineBlock(
  "hero",
  "Hero",
  [
    requiredStringField("heading", { description: "The page's main heading (h1)." }),
    defineField({ name: "subheading", type: "string" }),
    defineField({ name: "intro", type: "richText" }),
    defineField({ name: "graphic", type: "figure" }),
    defineField({
      name: "actions",
      title: "Buttons for visitors",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.max(2),
    }),
    defineField({ name: "memberAction", title: "Button for logged-in clients", type: "link" }),
  ],
  {
    preview: {
      select: { title: "heading", subtitle: "subheading" },
      prepare: ({ title, subtitle }) => ({ title: `Hero: ${title ?? ""}`, subtitle }),
    },
  },
);
