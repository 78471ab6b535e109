import { defineField } from "sanity";
import { defineBlock, sectionTitleField } from "../shared/define-block.schema";

export const teamGridSchema = defineBlock(
  "teamGrid",
  "Team grid",
  [
    sectionTitleField({ initialValue: "Meet the team" }),
    defineField({
      name: "intro",
      type: "richText",
      description: "A few words under the heading, before the team (links allowed).",
    }),
  ],
  {
    description: "Every team member; selecting one shows their biography.",
    preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Team grid: ${title ?? ""}` }) },
  },
);
