import { defineField, defineType } from "sanity";
import { slugField } from "../fields";
import { linkAddressRule } from "../objects/link";

export const teamMember = defineType({
  name: "teamMember",
  title: "Team member",
  type: "document",
  fields: [
    defineField({ name: "firstName", title: "First name", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "lastName", title: "Last name", type: "string", validation: (rule) => rule.required() }),
    // firstname-lastname: the same name the about page puts in the URL hash.
    slugField((member) => `${member.firstName ?? ""} ${member.lastName ?? ""}`.trim()),
    defineField({ name: "expertise", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "portrait", type: "figure", validation: (rule) => rule.required() }),
    defineField({ name: "biography", type: "richText" }),
    defineField({
      name: "bookingUrl",
      title: "Booking link",
      type: "url",
      description: "Calendar booking page; members with one appear in the 'Need help with strategy?' block.",
      validation: (rule) => rule.uri({ scheme: ["https"] }).custom(linkAddressRule),
    }),
    defineField({ name: "order", type: "number" }),
  ],
  preview: {
    select: { first: "firstName", last: "lastName", subtitle: "expertise", media: "portrait" },
    prepare: ({ first, last, subtitle, media }) => ({ title: `${first ?? ""} ${last ?? ""}`.trim(), subtitle, media }),
  },
});
