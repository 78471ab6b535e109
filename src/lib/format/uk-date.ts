/**
 * The UK date `days` days from today, written like "Wednesday, 2 December 2026".
 * Self-contained: pages inline it as source text to show the date in the first paint.
 *
 * Plain arithmetic, not Intl: a phone's first time-zone formatter loads the zone data on the main
 * thread, a long task in every page's first paint (docs/performance.md, "Figures behind choices in the code"). The UK rule is
 * fixed in law: summer time (UTC+1) runs from 01:00 UTC on the last Sunday of March to 01:00 UTC
 * on the last Sunday of October. The unit tests hold it to Intl's answer across a century.
 */
export function ukDateInDays(days: number, now: Date = new Date()): string {
  const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const hour = 3_600_000;
  const year = now.getUTCFullYear();
  const lastSundayAtOne = (month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
    return lastDay.getTime() - lastDay.getUTCDay() * 24 * hour;
  };
  const summerTime = now.getTime() >= lastSundayAtOne(2) && now.getTime() < lastSundayAtOne(9);
  const ukNow = new Date(now.getTime() + (summerTime ? hour : 0));
  // Calendar arithmetic at UTC noon: immune to daylight-saving changes.
  const target = new Date(Date.UTC(ukNow.getUTCFullYear(), ukNow.getUTCMonth(), ukNow.getUTCDate() + days, 12));
  return `${weekdays[target.getUTCDay()]}, ${target.getUTCDate()} ${months[target.getUTCMonth()]} ${target.getUTCFullYear()}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** "Wednesday, 2 December 2026" → "2 December 2026". */
const withoutWeekday = (text: string) => text.slice(text.indexOf(", ") + 2);

/** "2026-11" → "November 2026" (a month of the blog's archive); anything else is shown as is. */
export function formatLongMonth(month: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(month);
  if (!parts) return month;
  // The month's first day, less its day number.
  return formatLongDate(`${month}-01`).replace(/^1 /, "");
}

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
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
    // Noon UTC is the same day in London in summer and winter alike.
    return withoutWeekday(ukDateInDays(0, new Date(Date.UTC(year, month - 1, day, 12))));
  }
  const time = Date.parse(value);
  // The agency works in UK time: a timestamp late in the evening belongs to that UK day.
  return Number.isNaN(time) ? value : withoutWeekday(ukDateInDays(0, new Date(time)));
}
