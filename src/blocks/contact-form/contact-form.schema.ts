import { defineField, defineType } from "sanity";

export const contactFormSchema = defineType({
  name: "contactForm",
  title: "Contact form",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", initialValue: "Send us a message" }),
    defineField({ name: "intro", type: "text", rows: 2 }),
    defineField({ name: "submitLabel", title: "Button label", type: "string", initialValue: "Send message" }),
  ],
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: `Contact form: ${title ?? ""}` }) },
});
