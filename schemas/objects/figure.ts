import { defineField, defineType } from "sanity";
import { altTextProblem } from "../rules/alt-text";

/**
 * An image with the text a screen reader announces. The hotspot and crop let an editor say which
 * part of a photo matters: every frame the site cuts (a card's 1200 × 630, a portrait's square,
 * the link preview) keeps the hotspot in view.
 */
export const figure = defineType({
  name: "figure",
  title: "Image",
  type: "image",
  options: { hotspot: true },
  fields: [
    defineField({
      name: "decorative",
      title: "Decorative",
      type: "boolean",
      description: "Only for images that add nothing the words beside them do not say: screen readers skip them.",
      initialValue: false,
    }),
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "Describe what the image shows, for visitors who cannot see it.",
      hidden: ({ parent }) => Boolean((parent as { decorative?: boolean } | undefined)?.decorative),
      validation: (rule) => rule.custom(altTextProblem),
    }),
    defineField({ name: "caption", type: "string" }),
  ],
});
