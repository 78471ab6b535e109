import { defineField, defineType } from "sanity";

export const teamGridSchema = defineType({
  name: "teamGrid",
  title: "Team grid",
  type: "object",
  description: "Every team member; selecting one shows their biography.",
  fields: [defineField({ name: "title", type: "string", initialValue: "Meet the team" })],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Team grid: ${title ?? ""}` }) },
});
