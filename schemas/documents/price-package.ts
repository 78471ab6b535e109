import { defineArrayMember, defineField, defineType } from "sanity";
import { linkAddressRule } from "../objects/link";
import { bulkDiscountProblems, type BulkPrice } from "../rules/bulk-discounts";

/**
 * One package a service sells, with its prices in both currencies. The one place each price lives:
 * pages reference this document, so one edit changes every page that shows it.
 */
export const pricePackage = defineType({
  name: "pricePackage",
  title: "Package",
  type: "document",
  fields: [
    defineField({ name: "name", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "key",
      title: "Key",
      type: "string",
      description: "Stable identifier, e.g. da20.",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "price", type: "money", description: "Leave empty for 'on request' packages and fill in 'Price text'." }),
    defineField({
      name: "priceText",
      title: "Price text",
      type: "string",
      description: "Shown instead of a price, e.g. 'Tailored quote' or 'Free'.",
    }),
    defineField({
      name: "billedInGbpOnly",
      title: "Billed in GBP only",
      type: "boolean",
      description:
        "For services sold in pounds alone: leave the USD prices empty; visitors choosing dollars see the pound price, marked as billed in GBP.",
      initialValue: false,
    }),
    defineField({
      name: "per",
      title: "Per",
      type: "string",
      description: "Unit text, lower case, e.g. 'per placement', 'per month' or 'per word'.",
    }),
    defineField({
      name: "features",
      title: "Card features",
      type: "array",
      description: "Short lines shown on the package's card.",
      of: [defineArrayMember({ type: "string" })],
    }),
    defineField({
      name: "itemGroups",
      title: "What's included",
      type: "array",
      of: [
        defineArrayMember({
          name: "itemGroup",
          type: "object",
          fields: [
            defineField({ name: "title", type: "string" }),
            defineField({
              name: "items",
              type: "array",
              of: [
                defineArrayMember({
                  name: "packageItem",
                  type: "object",
                  fields: [
                    defineField({ name: "label", type: "string", validation: (rule) => rule.required() }),
                    defineField({ name: "included", type: "boolean" }),
                    defineField({ name: "count", type: "number" }),
                    defineField({ name: "text", type: "string" }),
                  ],
                  preview: {
                    select: { title: "label", count: "count", text: "text", included: "included" },
                    prepare: ({ title, count, text, included }) => ({
                      title,
                      subtitle: String(count ?? text ?? (included ? "Yes" : "No")),
                    }),
                  },
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: "bulkDiscounts",
      title: "Bulk discounts",
      type: "array",
      of: [
        defineArrayMember({
          name: "bulkDiscount",
          type: "object",
          fields: [
            defineField({ name: "label", type: "string", validation: (rule) => rule.required() }),
            defineField({ name: "minimumQuantity", type: "number", validation: (rule) => rule.required().integer().min(1) }),
            defineField({ name: "price", type: "money", validation: (rule) => rule.required() }),
          ],
        }),
      ],
      validation: (rule) =>
        rule.custom((bulk, context) => {
          const base = (context.document as { price?: { gbp?: number; usd?: number } } | undefined)?.price;
          const problems = bulkDiscountProblems(base, bulk as BulkPrice[] | undefined);
          return problems.length ? problems.join(" ") : true;
        }),
    }),
    defineField({
      name: "isMostPopular",
      title: "Most popular",
      type: "boolean",
      description: "Shows the 'Most Popular' badge and the currency switch on this package's card.",
      initialValue: false,
    }),
    defineField({
      name: "orderUrl",
      title: "Order link",
      type: "url",
      description: "Where 'Order' goes, e.g. /create?package=… (the Place Order screen) or a full https address.",
      validation: (rule) => rule.uri({ allowRelative: true, scheme: ["https"] }).custom(linkAddressRule),
    }),
    defineField({ name: "actionLabel", title: "Button label", type: "string" }),
  ],
  preview: {
    select: { title: "name", gbp: "price.gbp", usd: "price.usd", text: "priceText" },
    prepare: ({ title, gbp, usd, text }) => ({
      title,
      subtitle: gbp ? (usd ? `£${gbp} / $${usd}` : `£${gbp} (GBP only)`) : text,
    }),
  },
});
