/** Display helpers for API values on the client dashboard. */
import { formatMoney } from "../lib/currency";
import type { ApiMoney } from "./entities";

/** Shown where a value is missing or unreadable, so a table cell is never blank or "NaN". */
export const MISSING_VALUE = "—";

/** Spec §3: payment status shown capitalised. "paid" → "Paid", "in_progress" → "In progress". */
export function formatOrderStatus(status: string | null | undefined): string {
  const words = (status ?? "").replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
  if (!words) return MISSING_VALUE;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Spec §3 and §5: pounds with £, thousands separators, two decimals unless whole.
 * 1250 → "£1,250"; "99.5" → "£99.50". Accepts strings because decimals may arrive as JSON strings.
 */
export function formatTotalCost(value: ApiMoney | null | undefined): string {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return MISSING_VALUE;
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) return MISSING_VALUE;
  // The sign goes before the pound sign ("-£5"), as a refund is written.
  return amount < 0 ? `-${formatMoney(-amount, "GBP")}` : formatMoney(amount, "GBP");
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
export function formatApiDate(value: string | null | undefined): string {
  if (!value) return MISSING_VALUE;
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
