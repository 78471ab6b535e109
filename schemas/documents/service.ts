import { defineArrayMember, defineField, defineType } from "sanity";
import { publishedIdOf } from "../document-versions";
import { pageBlocksField, routePathField, seoField } from "../fields";
import { requiredCopy } from "../../src/lib/copy-validation.schema";

export const service = defineType({
  name: "service",
  title: "Service",
  type: "document",
  groups: [
    { name: "summary", title: "Summary", default: true },
    { name: "delivery", title: "Delivery and prices" },
    { name: "page", title: "Page blocks" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ name: "title", type: "string", group: "summary", validation: (rule) => rule.required() }),
    routePathField("/services/blogger-outreach"),
    defineField({ name: "alias", title: "Tagline", type: "string", group: "summary", validation: (rule) => rule.required() }),
    defineField({
      name: "bullet",
      title: "Card summary",
      type: "string",
      group: "summary",
      description: "One line shown on service cards.",
    }),
    defineField({ name: "icon", type: "figure", group: "summary" }),
    defineField({ name: "graphic", type: "figure", group: "summary" }),
    defineField({ name: "description", type: "richText", group: "summary", validation: requiredCopy }),
    defineField({
      name: "points",
      title: "Key points",
      type: "richText",
      group: "summary",
      description: "A bulleted list under the description. Claims and turnarounds can be inserted inline.",
    }),
    defineField({
      name: "sameTurnaroundAs",
      title: "Same turnaround as",
      type: "reference",
      to: [{ type: "service" }],
      group: "delivery",
      description:
        "For a page that sells another service's product (e.g. the US blogger outreach page): its turnaround is used, so the figure lives in one place.",
      validation: (rule) =>
        rule.custom((target, context) =>
          // Any version of this service (its draft, its version in a release) is this service.
          target?._ref && context.document && target._ref === publishedIdOf(context.document)
            ? "A service cannot follow its own turnaround."
            : true,
        ),
    }),
    defineField({
      name: "turnaround",
      title: "Turnaround",
      type: "object",
      group: "delivery",
      hidden: ({ document }) => Boolean((document as { sameTurnaroundAs?: unknown } | undefined)?.sameTurnaroundAs),
      // Sanity checks an object's fields only when the object exists or is required, so without
      // this a service with no turnaround at all passed. Required unless another service's is used.
      validation: (rule, context) =>
        (context?.document as { sameTurnaroundAs?: unknown } | undefined)?.sameTurnaroundAs ? rule : rule.required(),
      fields: [
        defineField({
          name: "days",
          title: "Days",
          type: "number",
          description: "Shown as today plus this many days on the page's calendar panel.",
          validation: (rule) =>
            rule
              .integer()
              .min(1)
              .custom((days, context) =>
                days == null && !(context.document as { sameTurnaroundAs?: unknown } | undefined)?.sameTurnaroundAs
                  ? "Enter the turnaround in days, or pick a service under 'Same turnaround as'."
                  : true,
              ),
        }),
        defineField({
          name: "kind",
          title: "Wording",
          type: "string",
          options: {
            list: [
              { title: "Turnaround as soon as N days (link and content services)", value: "link" },
              { title: "First report in N days (campaign services)", value: "report" },
            ],
            layout: "radio",
          },
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "fromDays",
          title: "Fastest delivery (days)",
          type: "number",
          validation: (rule) => rule.integer().min(1),
        }),
      ],
    }),
    defineField({
      name: "packages",
      type: "array",
      group: "delivery",
      of: [defineArrayMember({ type: "reference", to: [{ type: "pricePackage" }] })],
    }),
    { ...pageBlocksField, group: "page" },
    { ...seoField, group: "seo" },
  ],
  preview: {
    select: {
      title: "title",
      path: "path.current",
      days: "turnaround.days",
      followedDays: "sameTurnaroundAs.turnaround.days",
      fromGbp: "packages.0.price.gbp",
      fromText: "packages.0.priceText",
      media: "icon",
    },
    // Turnaround and from-price (the first package, the cheapest by convention) at a glance.
    prepare: ({ title, path, days, followedDays, fromGbp, fromText, media }) => {
      const turnaround = days ?? followedDays;
      const from = fromGbp != null ? `from £${fromGbp}` : fromText;
      return { title, subtitle: [path, turnaround ? `${turnaround} days` : undefined, from].filter(Boolean).join(" · "), media };
    },
  },
});
