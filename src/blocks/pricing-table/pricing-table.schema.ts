import { defineBlock, sectionTitleField, sectionIntroField } from "../shared/define-block.schema";
import { blockAnchorField, blockPackagesField } from "../shared/package-source.schema";

/** A comparison table of the service's packages: one column each, rows from their features. */
export const pricingTableSchema = defineBlock(
  "pricingTable",
  "Comparison table",
  [sectionTitleField({ initialValue: "Compare packages" }), sectionIntroField, blockPackagesField, blockAnchorField],
  {
    description: "Compares packages (the ones picked below, or else the service's). Rows are the first package's features.",
    preview: {
      select: { title: "title" },
      prepare: ({ title }) => ({ title: `Comparison table: ${title ?? ""}`, subtitle: "Prices from package documents" }),
    },
  },
);
