import { calendarSchema } from "./calendar.schema";
import { defineBlockManifest } from "../block-manifest";
import { turnaroundOf } from "../../content/fragments";

/** `^` is the document the block sits in: its turnaround (or that of the service it follows) is the one source of the days. */
export const calendarBlock = defineBlockManifest({
  type: "calendar",
  schema: calendarSchema,
  projection: /* groq */ `_type == "calendar" => {
  note,
  "days": ${turnaroundOf("^.")}.days,
  "kind": ${turnaroundOf("^.")}.kind,
  "fromDays": ${turnaroundOf("^.")}.fromDays
}`,
  required: ["days", "kind"],
  component: "CalendarBlock",
  loading: "with-page",
});
