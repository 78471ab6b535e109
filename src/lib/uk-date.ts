const UK_TIME_ZONE = "Europe/London";

/** Today's calendar date in the UK, whatever the visitor's own time zone. */
export function ukToday(now: Date = new Date()): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: UK_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The UK date `days` days from today, written like "Monday, 2 December 2026". */
export function ukDateInDays(days: number, now: Date = new Date()): string {
  const { year, month, day } = ukToday(now);
  // Calendar arithmetic at UTC noon: immune to daylight-saving changes.
  const target = new Date(Date.UTC(year, month - 1, day + days, 12));
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" })
    .format(target);
}

/** A published date such as "2024-03-18" written as "18 March 2024". */
export function formatPublishedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" })
    .format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}
