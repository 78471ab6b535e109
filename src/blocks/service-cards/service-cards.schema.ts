import { defineArrayMember, defineField } from "sanity";
import {
  defineBlock,
  objectListField,
  requiredStringField,
  sectionTitleField,
  sectionIntroField,
} from "../shared/define-block.schema";

export const serviceCardsSchema = defineBlock(
  "serviceCards",
  "Service cards",
  [
    sectionTitleField(),
    sectionIntroField,
    defineField({
      name: "services",
      type: "array",
      description: "Pick the services to show, in order. Leave empty to list every service.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
    }),
    // A card is headed with its service's title unless named here: the home page heads the blogger
    // outreach card "SEO Outreach", after the menu group it leads.
    objectListField({
      name: "cardHeadings",
      title: "Card headings",
      member: "cardHeading",
      fields: [
        defineField({
          name: "service",
          type: "reference",
          to: [{ type: "service" }],
          validation: (rule) => rule.required(),
        }),
        requiredStringField("heading"),
      ],
      preview: { select: { title: "heading", subtitle: "service.title" } },
    }),
    defineField({
      name: "showFilter",
      title: "Let visitors filter by service",
      type: "boolean",
      initialValue: false,
    }),
  ],
  {
    preview: {
      select: { title: "title", services: "services" },
      prepare: ({ title, services }) => ({
        title: `Service cards: ${title ?? ""}`,
        subtitle: services?.length ? `${services.length} services` : "All services",
      }),
    },
  },
);
