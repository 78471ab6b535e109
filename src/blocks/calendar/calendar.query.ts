import type { RequiredFieldsOf } from "../types";
/** `^` is the document the block sits in: its turnaround (or that of the service it follows) is the one source of the days. */
export const calendarProjection = /* groq */ `_type == "calendar" => {
  note,
  "days": coalesce(^.sameTurnaroundAs->turnaround.days, ^.turnaround.days),
  "kind": coalesce(^.sameTurnaroundAs->turnaround.kind, ^.turnaround.kind)
}`;

export const calendarRequired = ["days", "kind"] as const satisfies RequiredFieldsOf<"calendar">;
