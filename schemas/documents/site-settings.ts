import { asRule, linkProblem, siteUrlProblem } from "../../src/lib/addresses/address-rules";
import { defineArrayMember, defineField, defineType } from "sanity";
import { shareImageProblem } from "../rules/share-image";

/** Singleton: the site's name, address, menus and notices. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  fields: [
    defineField({ name: "siteName", title: "Site name", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "siteUrl",
      title: "Site address",
      type: "url",
      description: "The live address, used for canonical links and the sitemap.",
      // The build's gate holds it to the same rule: https and the host alone.
      validation: (rule) => rule.required().custom(asRule(siteUrlProblem)),
    }),
    defineField({ name: "logo", type: "figure" }),
    defineField({
      name: "shareImage",
      title: "Default share image",
      type: "image",
      // The preview is cut to 1200 × 630 around the hotspot, whatever shape the upload has.
      options: { hotspot: true },
      description: "The link-preview card for pages without their own (1200 × 630 PNG or JPG).",
      validation: (rule) => rule.custom(shareImageProblem),
    }),
    defineField({ name: "mainNavigation", title: "Main menu", type: "array", of: [defineArrayMember({ type: "navItem" })] }),
    defineField({
      name: "footerQuickLinks",
      title: "Footer: quick links",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
    }),
    defineField({
      name: "headerActions",
      title: "Header: buttons for visitors",
      description:
        "The first is the solid button, the second the outlined one. They sit beside the menu from tablet widths and end the phone menu below that.",
      type: "array",
      of: [defineArrayMember({ type: "link" })],
      validation: (rule) => rule.max(2),
    }),
    defineField({ name: "footerMainMenu", title: "Footer: main menu", type: "array", of: [defineArrayMember({ type: "link" })] }),
    defineField({ name: "footerBlurb", title: "Footer: about the agency", type: "richText" }),
    defineField({
      name: "allowedExternalAddresses",
      title: "Addresses that /https://… paths may send visitors to",
      type: "array",
      description:
        "Full https:// address prefixes, e.g. a team member's booking page https://calendly.com/eleanor-hughes (pages under it are allowed too). A site path with any other embedded address ends at the home page.",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule.custom((value) => {
              if (typeof value !== "string" || !value) return true;
              if (!/^https:\/\/[a-z0-9.-]+(\/[A-Za-z0-9._~/-]*)?$/i.test(value))
                return "Enter a full https:// address without a query, e.g. https://calendly.com/eleanor-hughes.";
              return linkProblem(value) ?? true;
            }),
        }),
      ],
    }),
    defineField({
      name: "cookieNotice",
      title: "Cookie notice",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});
