/**
 * The UK date `days` days from today, written like "Monday, 2 December 2026".
 * Self-contained: pages inline it as source text to show the date in the first paint.
 */
export function ukDateInDays(days: number, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  // Calendar arithmetic at UTC noon: immune to daylight-saving changes.
  const target = new Date(Date.UTC(get("year"), get("month") - 1, get("day") + days, 12));
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(target);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" });
const utcLongDate = longDate("UTC");
// The agency works in UK time: a timestamp late in the evening belongs to that UK day.
const ukLongDate = longDate("Europe/London");

/**
 * "2026-11-22" or an ISO timestamp → "22 November 2026". A calendar date is taken as written (no time
 * zone can move it to another day); a timestamp is shown as its UK date. Unreadable text is shown as is.
 */
export function formatLongDate(value: string): string {
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls "2026-02-31" over into March; refuse it rather than show another day.
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? utcLongDate.format(date) : value;
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : ukLongDate.format(new Date(time));
}
