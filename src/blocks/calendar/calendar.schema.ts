import { defineField, defineType } from "sanity";

/** Shows today plus the service's turnaround days. The days come from the service, not from here. */
export const calendarSchema = defineType({
  name: "calendar",
  title: "Turnaround calendar",
  type: "object",
  fields: [
    defineField({
      name: "note",
      type: "string",
      description: "Optional line under the date. The number of days is the service's turnaround field.",
    }),
  ],
  preview: { prepare: () => ({ title: "Turnaround calendar", subtitle: "Uses the service's turnaround days" }) },
});
