import { defineArrayMember, defineField, defineType } from "sanity";
import { asRule, linkProblem } from "../../lib/address-rules";

/** Spec §2 home page "partner logo strip": a row of logos, each optionally linked. */
export const logoStripSchema = defineType({
  name: "logoStrip",
  title: "Logo strip",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", description: "A short line above the logos (shown as a heading)." }),
    defineField({
      name: "logos",
      type: "array",
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: "logo",
          type: "object",
          fields: [
            defineField({
              name: "name",
              type: "string",
              description: "Read out by screen readers when the image has no alternative text.",
              validation: (rule) => rule.required(),
            }),
            defineField({ name: "image", type: "figure", validation: (rule) => rule.required() }),
            defineField({ name: "href", title: "Link", type: "string", validation: (rule) => rule.custom(asRule(linkProblem)) }),
          ],
          preview: { select: { title: "name", media: "image" } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: "title", logos: "logos" },
    prepare: ({ title, logos }) => ({ title: `Logo strip: ${title ?? ""}`, subtitle: `${logos?.length ?? 0} logos` }),
  },
});
