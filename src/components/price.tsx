import type { PAGE_BY_PATH_QUERY_RESULT } from "../content/generated/sanity.types";
import { CURRENCIES, formatMoney, type Currency } from "../lib/format/currency";

/** A price as every query projects it (`price{ gbp, usd }`): either amount may be missing. */
export type Money = NonNullable<
  NonNullable<Extract<NonNullable<PAGE_BY_PATH_QUERY_RESULT>, { _type: "service" }>["offers"]>[number]["price"]
>;

/**
 * A price in both currencies; CSS shows the one in <html data-currency>. Rendering both means the
 * prerendered page is right for every visitor with no flash or layout change after hydration.
 * A price with no USD amount is billed in pounds only: dollar visitors see the pound price, said so.
 */
export function Price({
  money,
  className,
  figureData,
}: {
  money: Money | null | undefined;
  className?: string;
  /** Data attributes for the figure's own element, by the currency it is billed in (for a pre-paint script). */
  figureData?: (billedIn: Currency) => Record<`data-${string}`, string>;
}) {
  if (!money || money.gbp == null) return null;
  const amounts = { GBP: money.gbp, USD: money.usd };
  const figure = (amount: number, billedIn: Currency) =>
    figureData ? <span {...figureData(billedIn)}>{formatMoney(amount, billedIn)}</span> : formatMoney(amount, billedIn);
  return (
    <span className={className ? `price ${className}` : "price"}>
      {CURRENCIES.map((currency) => {
        const amount = amounts[currency];
        return (
          <span key={currency} className="price__amount" data-currency={currency}>
            {amount == null ? (
              <>
                {figure(money.gbp!, "GBP")}
                <span className="price__note"> (billed in GBP)</span>
              </>
            ) : (
              figure(amount, currency)
            )}
          </span>
        );
      })}
    </span>
  );
}
