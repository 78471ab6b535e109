import { CurrencySwitch } from "../../components/currency-switch";

/**
 * The currency switch for a row of package cards: once, above them, so no card is taller than its
 * neighbours and every price sits at the same height.
 */
export function CardsCurrency() {
  return (
    // With its label, left out where scripts do not run (the switch could not switch).
    <div className="cards-currency needs-scripts">
      <span className="cards-currency__label" aria-hidden="true">
        Prices in
      </span>
      <CurrencySwitch />
    </div>
  );
}
