import { defineArrayMember, defineField, defineType } from "sanity";

export const serviceCardsSchema = defineType({
  name: "serviceCards",
  title: "Service cards",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string" }),
    defineField({ name: "intro", type: "text", rows: 2 }),
    defineField({
      name: "services",
      type: "array",
      description: "Pick the services to show, in order. Leave empty to list every service.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "service" }] })],
    }),
    defineField({
      name: "showFilter",
      title: "Let visitors filter by service",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: "title", services: "services" },
    prepare: ({ title, services }) => ({
      title: `Service cards: ${title ?? ""}`,
      subtitle: services?.length ? `${services.length} services` : "All services",
    }),
  },
});
