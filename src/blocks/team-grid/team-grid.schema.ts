import { defineBlock, sectionRichIntroField, sectionTitleField } from "../shared/define-block.schema";

const teamGridFields = [sectionTitleField({ initialValue: "Meet the team" }), sectionRichIntroField];

export const teamGridSchema = defineBlock("teamGrid", "Team grid", teamGridFields, {
  description: "Every team member; selecting one shows their biography.",
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Team grid: ${title ?? ""}` }) },
});
