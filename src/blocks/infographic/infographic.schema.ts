import { defineField } from "sanity";
import { defineBlock, objectListField, requiredStringField, sectionTitleField } from "../shared/define-block.schema";

/**
 * An infographic the site draws itself from figures held here: each figure as a large number with
 * its unit and caption (and, given a part of a whole, a ring showing that share), then a checklist.
 * Everything in it is real text, so it reads aloud and translates like the rest of the page.
 */
export const infographicSchema = defineBlock(
  "infographic",
  "Infographic",
  [
    sectionTitleField({ required: true }),
    defineField({ name: "subtitle", type: "string", description: "One line under the title." }),
    objectListField({
      name: "figures",
      member: "infographicFigure",
      validation: (rule) => rule.required().min(1).max(4),
      fields: [
        requiredStringField("figure", { description: "As shown: 7+, 90, 3." }),
        requiredStringField("unit", { description: "hours, minutes, stages…" }),
        requiredStringField("caption"),
        defineField({
          name: "share",
          title: "Share of a whole (optional)",
          type: "object",
          description: "Draws a ring: e.g. 7 of 24 hours in a day.",
          fields: [
            defineField({ name: "part", type: "number", validation: (rule) => rule.min(0) }),
            defineField({ name: "whole", type: "number", validation: (rule) => rule.min(1) }),
            defineField({ name: "label", type: "string", description: "Read out with the ring: 'of a 24-hour day'." }),
          ],
        }),
      ],
      preview: { select: { title: "figure", subtitle: "caption" } },
    }),
    defineField({ name: "checklistTitle", type: "string" }),
    defineField({ name: "checklist", type: "array", of: [{ type: "string" }] }),
    defineField({
      name: "source",
      type: "string",
      description: "A line at the foot: where the figures come from, or a caution.",
    }),
  ],
  { preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Infographic: ${title ?? ""}` }) } },
);
