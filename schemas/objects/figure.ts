import { defineField, defineType } from "sanity";

/** An image with the text a screen reader announces. */
export const figure = defineType({
  name: "figure",
  title: "Image",
  type: "image",
  fields: [
    defineField({
      name: "alt",
      title: "Alternative text",
      type: "string",
      description: "Describe what the image shows. Leave empty only for purely decorative images.",
    }),
    defineField({ name: "caption", type: "string" }),
  ],
});
