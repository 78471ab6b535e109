import { defineArrayMember, defineField } from "sanity";
import { anchorRule } from "./anchor.schema";

/**
 * Fields shared by the blocks that show prices. By default a block shows the packages in its
 * service's 'Packages' field; a page with several price displays (content per word and per article,
 * link options by authority and by traffic) picks each block's packages here instead.
 */
export const blockPackagesField = defineField({
  name: "packages",
  title: "Packages shown",
  type: "array",
  description: "Leave empty to show every package in this service's 'Packages' field.",
  of: [defineArrayMember({ type: "reference", to: [{ type: "pricePackage" }] })],
});

/** The section's anchor (#pricing by default). Each anchor must be unique on its page. */
export const blockAnchorField = defineField({
  name: "anchor",
  title: "Anchor",
  type: "string",
  description:
    "The #address of this section. Leave empty for #pricing; give a second price block its own, e.g. per-article-prices.",
  validation: anchorRule,
});
