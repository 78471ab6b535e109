import { defineField } from "sanity";
import { defineBlock, sectionTitleField, sectionIntroField } from "../shared/define-block.schema";
import { blockAnchorField, blockPackagesField } from "../shared/package-source.schema";

/** Cards for the service's packages (its "Packages" field): prices, bulk discounts, turnaround. */
export const packageCardsSchema = defineBlock(
  "packageCards",
  "Package cards",
  [
    sectionTitleField({ initialValue: "Packages" }),
    sectionIntroField,
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
  {
    description: "Shows packages with their prices: the ones picked below, or else the service's 'Packages'.",
    preview: {
      select: { title: "title" },
      prepare: ({ title }) => ({ title: `Package cards: ${title ?? ""}`, subtitle: "Prices from package documents" }),
    },
  },
);
