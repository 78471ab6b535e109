/** `^` is the document the block sits in: its turnaround is the one source of the days. */
export const calendarProjection = /* groq */ `_type == "calendar" => {
  note,
  "days": ^.turnaround.days,
  "kind": ^.turnaround.kind
}`;

export const calendarRequired = ["days", "kind"] as const;
