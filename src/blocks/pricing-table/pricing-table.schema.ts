import { defineField, defineType } from "sanity";

/** A comparison table of the service's packages: one column each, rows from their features. */
export const pricingTableSchema = defineType({
  name: "pricingTable",
  title: "Comparison table",
  type: "object",
  description: "Compares the packages listed in this service's 'Packages' field. Rows are the first package's features.",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Compare packages" }),
    defineField({ name: "intro", type: "text", rows: 2 }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Comparison table: ${title ?? ""}`, subtitle: "Uses the service's packages" }) },
});
