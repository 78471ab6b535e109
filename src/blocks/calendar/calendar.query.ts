import { turnaroundOf, turnaroundServiceOf } from "../../content/fragments";

/** `^` is the document the block sits in: its turnaround (or that of the service it follows) is the one source of the days. */
export const calendarProjection = /* groq */ `_type == "calendar" => {
  note,
  "days": ${turnaroundOf("^.")}.days,
  "kind": ${turnaroundOf("^.")}.kind,
  "fromDays": ${turnaroundOf("^.")}.fromDays,
  "turnaroundServiceId": ${turnaroundServiceOf("^.")}
}` as const;
