import { CurrencySwitch } from "../../components/currency-switch";

/**
 * The currency switch for a row of package cards: once, above them, so no card is taller than its
 * neighbours and every price sits at the same height.
 */
export function CardsCurrency() {
  return (
    <div className="cards-currency">
      <span className="cards-currency__label" aria-hidden="true">
        Prices in
      </span>
      <CurrencySwitch />
    </div>
  );
}
