import { defineField, defineType } from "sanity";
import { asRule, emailAddressProblem, socialProfileProblem } from "../../src/lib/addresses/address-rules";

/** The build's gate holds every profile to the same rule (https, or a skype: name). */
const profile = (rule: import("sanity").UrlRule) => rule.custom(asRule(socialProfileProblem));

const phone = (rule: import("sanity").StringRule) =>
  rule.required().regex(/^\+\d[\d ]{6,}$/, { name: "international phone number" });

/** Singleton: how to reach the agency. Header, footer and contact pages all read it. */
export const companyContact = defineType({
  name: "companyContact",
  title: "Company contact",
  type: "document",
  fields: [
    defineField({
      name: "email",
      type: "string",
      validation: (rule) => rule.required().custom(asRule(emailAddressProblem)),
    }),
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
        defineField({ name: "linkedin", title: "LinkedIn", type: "url", validation: profile }),
        defineField({ name: "facebook", title: "Facebook", type: "url", validation: profile }),
        defineField({ name: "whatsapp", title: "WhatsApp", type: "url", validation: profile }),
        defineField({
          name: "skype",
          title: "Skype",
          type: "url",
          validation: (rule) => rule.uri({ scheme: ["skype", "https"] }).custom(asRule(socialProfileProblem)),
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
