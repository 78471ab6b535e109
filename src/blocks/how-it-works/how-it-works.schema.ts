import { defineField } from "sanity";
import { defineBlock, sectionTitleField } from "../shared/define-block.schema";
import { titledItemsField } from "../shared/titled-items.schema";

export const howItWorksSchema = defineBlock(
  "howItWorks",
  "How it works",
  [
    sectionTitleField({ initialValue: "How does it work?", required: true }),
    defineField({ name: "intro", type: "richText" }),
    titledItemsField("steps", "Steps", 3),
  ],
  {
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `How it works: ${title ?? ""}` }) },
  },
);
