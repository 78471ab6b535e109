import { defineField, defineType } from "sanity";
import { pageBlocksField, routePathField, seoField } from "../fields";

/** Any other page: home, about, services overview, legal pages, thank-you... */
export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  fields: [
    defineField({ name: "title", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "subtitle", type: "string" }),
    defineField({
      name: "graphic",
      type: "figure",
      description: "Shown beside the heading. Leave empty for a heading alone.",
    }),
    routePathField("/privacy-policy"),
    pageBlocksField,
    seoField,
  ],
  preview: { select: { title: "title", subtitle: "path.current" } },
});
