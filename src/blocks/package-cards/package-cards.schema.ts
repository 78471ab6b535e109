import { defineField, defineType } from "sanity";

/** Cards for the service's packages (its "Packages" field): prices, bulk discounts, turnaround. */
export const packageCardsSchema = defineType({
  name: "packageCards",
  title: "Package cards",
  type: "object",
  description: "Shows the packages listed in this service's 'Packages' field, with their prices.",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Packages" }),
    defineField({ name: "intro", type: "text", rows: 2 }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Package cards: ${title ?? ""}`, subtitle: "Uses the service's packages" }) },
});
