import { defineField, defineType } from "sanity";
import { asRule, linkProblem } from "../../src/lib/addresses/address-rules";

/** Every address an editor types: site paths, #anchors, https:, http:, mailto: and tel: only (never javascript:). */
export const linkAddressRule = asRule(linkProblem);

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
      validation: (rule) => rule.required().custom(linkAddressRule),
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
    defineField({
      name: "href",
      title: "Address",
      type: "string",
      validation: (rule) => rule.required().custom(linkAddressRule),
    }),
    defineField({ name: "children", title: "Dropdown", type: "array", of: [{ type: "link" }] }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});
