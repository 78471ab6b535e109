import { defineField, defineType } from "sanity";
import { blockAnchorField, blockPackagesField } from "../shared/package-source.schema";

/** A comparison table of the service's packages: one column each, rows from their features. */
export const pricingTableSchema = defineType({
  name: "pricingTable",
  title: "Comparison table",
  type: "object",
  description: "Compares packages (the ones picked below, or else the service's). Rows are the first package's features.",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Compare packages" }),
    defineField({ name: "intro", type: "text", rows: 2 }),
    blockPackagesField,
    blockAnchorField,
  ],
  preview: {
    select: { title: "title" },
    prepare: ({ title }) => ({ title: `Comparison table: ${title ?? ""}`, subtitle: "Prices from package documents" }),
  },
});
