import { defineField, defineType } from "sanity";

const phone = (rule: import("sanity").StringRule) =>
  rule.required().regex(/^\+\d[\d ]{6,}$/, { name: "international phone number" });

/** Singleton: how to reach the agency. Header, footer and contact pages all read it. */
export const companyContact = defineType({
  name: "companyContact",
  title: "Company contact",
  type: "document",
  fields: [
    defineField({ name: "email", type: "string", validation: (rule) => rule.required().email() }),
    defineField({
      name: "phone",
      type: "object",
      fields: [
        defineField({ name: "uk", title: "UK", type: "string", validation: phone }),
        defineField({ name: "us", title: "US", type: "string", validation: phone }),
      ],
    }),
    defineField({
      name: "social",
      title: "Social profiles",
      type: "object",
      fields: [
        defineField({ name: "linkedin", title: "LinkedIn", type: "url" }),
        defineField({ name: "facebook", title: "Facebook", type: "url" }),
        defineField({ name: "whatsapp", title: "WhatsApp", type: "url" }),
        defineField({
          name: "skype",
          title: "Skype",
          type: "url",
          validation: (rule) => rule.uri({ scheme: ["skype", "https"] }),
        }),
      ],
    }),
    defineField({
      name: "reasons",
      title: "Reasons to choose us",
      type: "richText",
      description: "A bulleted list; state figures with inline claims so they follow the claim documents.",
    }),
  ],
  preview: { prepare: () => ({ title: "Company contact" }) },
});
