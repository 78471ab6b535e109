import { defineField, defineType } from "sanity";

interface PricedDocument {
  billedInGbpOnly?: boolean;
}

/**
 * A price in both currencies the site sells in. The site never converts: both are required,
 * except on a package billed in pounds only (`docs/product.md` prices PPC and digital PR in GBP alone),
 * where the USD price must be left empty and visitors choosing dollars see the pound price.
 */
export const money = defineType({
  name: "money",
  title: "Price",
  type: "object",
  options: { columns: 2 },
  fields: [
    defineField({
      name: "gbp",
      title: "GBP (£)",
      type: "number",
      // One check, so a missing price gets one message (required() and positive() each reported it).
      validation: (rule) => rule.custom((gbp) => (typeof gbp === "number" && gbp > 0 ? true : "Enter a GBP price above zero.")),
    }),
    defineField({
      name: "usd",
      title: "USD ($)",
      type: "number",
      validation: (rule) =>
        rule.custom((usd, context) => {
          const gbpOnly = (context.document as PricedDocument | undefined)?.billedInGbpOnly === true;
          if (gbpOnly) return usd == null ? true : "This package is billed in GBP only: leave the USD price empty.";
          if (usd == null) return "Enter a USD price above zero.";
          return usd > 0 ? true : "Enter a USD price above zero.";
        }),
    }),
  ],
});
