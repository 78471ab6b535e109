import { CURRENCIES, formatMoney } from "../lib/currency";

export interface Money {
  gbp: number | null;
  usd: number | null;
}

/**
 * A price in both currencies; CSS shows the one in <html data-currency>. Rendering both means the
 * prerendered page is right for every visitor with no flash or layout change after hydration.
 */
export function Price({ money, className }: { money: Money | null | undefined; className?: string }) {
  if (!money) return null;
  const amounts = { GBP: money.gbp, USD: money.usd };
  return (
    <span className={className ? `price ${className}` : "price"}>
      {CURRENCIES.map((currency) =>
        amounts[currency] == null ? null : (
          <span key={currency} className="price__amount" data-currency={currency}>
            {formatMoney(amounts[currency]!, currency)}
          </span>
        ),
      )}
    </span>
  );
}
