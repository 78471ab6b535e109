import { defineField, defineType } from "sanity";

/** A figure the copy states (client count, publisher network...), stated once and referenced inline. */
export const claim = defineType({
  name: "claim",
  title: "Claim",
  type: "document",
  fields: [
    defineField({ name: "key", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "value",
      type: "string",
      description: "The figure itself, e.g. 3,000.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "wording",
      type: "string",
      description: "How pages state it inline, e.g. 'over 3,000 clients'. Must contain the value.",
      validation: (rule) =>
        rule.required().custom((wording, context) => {
          const value = (context.document as { value?: string } | undefined)?.value;
          return !wording || !value || wording.includes(value) ? true : `The wording must contain the value "${value}".`;
        }),
    }),
    defineField({ name: "note", type: "text", rows: 2, description: "Where the figure comes from; not shown on the site." }),
  ],
  // Where it is used: the document's "Used on" tab lists every page that states it.
  preview: {
    select: { title: "wording", value: "value", key: "key" },
    prepare: ({ title, value, key }) => ({ title, subtitle: `${value ?? "no value"} · ${key ?? ""} · see "Used on"` }),
  },
});
