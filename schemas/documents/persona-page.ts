import { defineArrayMember, defineField, defineType } from "sanity";
import { pageBlocksField, routePathField, seoField } from "../fields";

/** A landing page for one audience (agencies, referral partners, iGaming operators...). */
export const personaPage = defineType({
  name: "personaPage",
  title: "Persona page",
  type: "document",
  fields: [
    defineField({ name: "name", title: "Audience", type: "string", validation: (rule) => rule.required() }),
    routePathField("/white-label"),
    defineField({ name: "catchphrase", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "heading", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "paragraphs", type: "array", of: [defineArrayMember({ type: "text", rows: 4 })] }),
    defineField({ name: "graphic", type: "figure" }),
    pageBlocksField,
    seoField,
  ],
  preview: { select: { title: "heading", subtitle: "path.current", media: "graphic" } },
});
