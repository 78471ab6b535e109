import { linkAddressRule } from "./link";
import { defineArrayMember, defineField, defineType } from "sanity";
import { literalMoneyRule } from "../../src/lib/copy-validation.schema";

/** Inline reference to a claim: the claim's wording is shown, so one edit changes every page. */
export const claimReference = defineType({
  name: "claimReference",
  title: "Claim",
  type: "object",
  fields: [defineField({ name: "claim", type: "reference", to: [{ type: "claim" }], validation: (rule) => rule.required() })],
  preview: { select: { title: "claim.wording" } },
});

/**
 * Inline reference to a service's turnaround: shows "14 days" from the service's own turnaround
 * field, so copy that mentions a turnaround moves with it.
 */
export const turnaroundReference = defineType({
  name: "turnaroundReference",
  title: "Turnaround",
  type: "object",
  fields: [
    defineField({ name: "service", type: "reference", to: [{ type: "service" }], validation: (rule) => rule.required() }),
    defineField({
      name: "show",
      type: "string",
      options: {
        list: [
          { title: "Turnaround days", value: "days" },
          { title: "Fastest delivery days", value: "fromDays" },
        ],
        layout: "radio",
      },
      initialValue: "days",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "service.title", days: "service.turnaround.days", fromDays: "service.turnaround.fromDays", show: "show" },
    prepare: ({ title, days, fromDays, show }) => ({ title: `${show === "fromDays" ? fromDays : days} days`, subtitle: title }),
  },
});

const linkAnnotation = defineArrayMember({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      validation: (rule) => rule.required().custom(linkAddressRule),
    }),
  ],
});

/**
 * A Portable Text paragraph member: the given styles, bullet and numbered lists, bold and
 * italic, links, and inline claims and turnarounds. Every rich text field builds on it.
 */
function textBlockMember(styles: { title: string; value: string }[]) {
  return defineArrayMember({
    type: "block",
    styles: [{ title: "Paragraph", value: "normal" }, ...styles],
    lists: [
      { title: "Bullets", value: "bullet" },
      { title: "Numbered", value: "number" },
    ],
    marks: {
      decorators: [
        { title: "Strong", value: "strong" },
        { title: "Emphasis", value: "em" },
      ],
      annotations: [linkAnnotation],
    },
    of: [defineArrayMember({ type: "claimReference" }), defineArrayMember({ type: "turnaroundReference" })],
  });
}

/** Portable Text used for body copy: paragraphs, subheadings, lists, links and claims. */
export const richText = defineType({
  name: "richText",
  title: "Text",
  type: "array",
  validation: literalMoneyRule,
  of: [
    textBlockMember([
      { title: "Subheading", value: "h3" },
      { title: "Small heading", value: "h4" },
    ]),
  ],
});

/** Article bodies: rich text plus images and section headings. */
export const articleBody = defineType({
  name: "articleBody",
  title: "Article body",
  type: "array",
  validation: literalMoneyRule,
  of: [
    textBlockMember([
      { title: "Heading", value: "h2" },
      { title: "Subheading", value: "h3" },
    ]),
    defineArrayMember({ type: "figure" }),
  ],
});
