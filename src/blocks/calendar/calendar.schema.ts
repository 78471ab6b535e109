import { defineField } from "sanity";
import { defineBlock } from "../shared/define-block.schema";

/** Shows today plus the service's turnaround days. The days come from the service, not from here. */
export const calendarSchema = defineBlock(
  "calendar",
  "Turnaround calendar",
  [
    defineField({
      name: "note",
      type: "string",
      description: "Optional line under the date. The number of days is the service's turnaround field.",
    }),
  ],
  {
    preview: { prepare: () => ({ title: "Turnaround calendar", subtitle: "Uses the service's turnaround days" }) },
  },
);
