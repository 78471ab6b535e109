import { defineField, defineType } from "sanity";
import { blockAnchorField, blockPackagesField } from "../shared/package-source.schema";

/** Cards for the service's packages (its "Packages" field): prices, bulk discounts, turnaround. */
export const packageCardsSchema = defineType({
  name: "packageCards",
  title: "Package cards",
  type: "object",
  description: "Shows packages with their prices: the ones picked below, or else the service's 'Packages'.",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Packages" }),
    defineField({ name: "intro", type: "text", rows: 2 }),
    blockPackagesField,
    blockAnchorField,
    defineField({
      name: "turnaround",
      title: "Turnaround line",
      type: "string",
      description: "How each card states the service's turnaround days.",
      options: {
        list: [
          { title: "Turnaround: N+ days", value: "plus" },
          { title: "From N day turnaround time", value: "from" },
          { title: "Not shown", value: "none" },
        ],
        layout: "radio",
      },
      initialValue: "plus",
    }),
  ],
  preview: {
    select: { title: "title" },
    prepare: ({ title }) => ({ title: `Package cards: ${title ?? ""}`, subtitle: "Prices from package documents" }),
  },
});
