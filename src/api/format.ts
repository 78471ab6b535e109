/** Display helpers for API values on the client dashboard. */
import { formatLongDate } from "../lib/format/uk-date";
import { formatMoney } from "../lib/format/currency";
import type { ApiMoney } from "./entities";

/** Shown where a value is missing or unreadable, so a table cell is never blank or "NaN". */
export const MISSING_VALUE = "—";

/** product.md §3: payment status shown capitalised. "paid" → "Paid", "in_progress" → "In progress". */
export function formatOrderStatus(status: string | null | undefined): string {
  const words = (status ?? "").replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
  if (!words) return MISSING_VALUE;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * product.md §3 and §5: pounds with £, thousands separators, two decimals unless whole.
 * 1250 → "£1,250"; "99.5" → "£99.50". Accepts strings because decimals may arrive as JSON strings.
 */
export function formatTotalCost(value: ApiMoney | null | undefined): string {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return MISSING_VALUE;
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) return MISSING_VALUE;
  // The sign goes before the pound sign ("-£5"), as a refund is written.
  return amount < 0 ? `-${formatMoney(-amount, "GBP")}` : formatMoney(amount, "GBP");
}

/** A date from the API written like "22 November 2026"; a missing one as a dash. */
export function formatApiDate(value: string | null | undefined): string {
  return value ? formatLongDate(value) : MISSING_VALUE;
}
