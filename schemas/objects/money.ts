import { defineField, defineType } from "sanity";

const positive = (currency: string) => (rule: import("sanity").NumberRule) =>
  rule.required().positive().error(`Enter a ${currency} price above zero.`);

/** A price in both currencies the site sells in. Both are required: the site never converts. */
export const money = defineType({
  name: "money",
  title: "Price",
  type: "object",
  options: { columns: 2 },
  fields: [
    defineField({ name: "gbp", title: "GBP (£)", type: "number", validation: positive("GBP") }),
    defineField({ name: "usd", title: "USD ($)", type: "number", validation: positive("USD") }),
  ],
});
