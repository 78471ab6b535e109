import { defineBlock, sectionTitleField } from "../shared/define-block.schema";

export const teamGridSchema = defineBlock("teamGrid", "Team grid", [sectionTitleField({ initialValue: "Meet the team" })], {
  description: "Every team member; selecting one shows their biography.",
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Team grid: ${title ?? ""}` }) },
});
