import { defineField, defineType } from "sanity";

/** A labelled link to a site path ("/services") or an absolute address. */
export const link = defineType({
  name: "link",
  title: "Link",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      description: "A site path such as /get-in-touch (optionally with #anchor), or a full https:// address.",
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            !value || /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https?:\/\/\S+|mailto:\S+|tel:\+?[\d ]+)$/.test(value)
              ? true
              : "Use a site path like /services/seo-packages, an #anchor, or a full https:// address.",
          ),
    }),
  ],
});

/** A menu entry with an optional dropdown. */
export const navItem = defineType({
  name: "navItem",
  title: "Menu item",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "href", title: "Address", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "children", title: "Dropdown", type: "array", of: [{ type: "link" }] }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});
