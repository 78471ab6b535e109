import { defineArrayMember, defineField } from "sanity";
import { defineBlock, sectionTitleField, sectionIntroField } from "../shared/define-block.schema";

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
