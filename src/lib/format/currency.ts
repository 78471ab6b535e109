import { formatNumber } from "./format-number";

export const CURRENCIES = ["GBP", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "GBP";

export const CURRENCY_SYMBOL: Record<Currency, string> = { GBP: "£", USD: "$" };

export function isCurrency(value: unknown): value is Currency {
  return value === "GBP" || value === "USD";
}

export function formatMoney(amount: number, currency: Currency): string {
  return `${CURRENCY_SYMBOL[currency]}${formatNumber(amount)}`;
}
