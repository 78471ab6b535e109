import { useAtom } from "jotai";
import { CURRENCIES, CURRENCY_SYMBOL } from "../lib/format/currency";
import { currencyAtom } from "../state/currency";

/**
 * £ / $ toggle. Which option looks selected is decided by CSS from <html data-currency>, so the
 * prerendered page shows the stored choice before React has loaded. Not shown where scripts do not
 * run: it could not switch, and the prices stay in pounds.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const [currency, setCurrency] = useAtom(currencyAtom);
  return (
    <div
      role="group"
      aria-label="Currency"
      className={className ? `currency-switch needs-scripts ${className}` : "currency-switch needs-scripts"}
    >
      {CURRENCIES.map((option) => (
        <button
          key={option}
          type="button"
          className="currency-switch__option"
          data-option={option}
          aria-pressed={currency === option}
          onClick={() => setCurrency(option)}
        >
          <span aria-hidden="true">{CURRENCY_SYMBOL[option]}</span>
          <span className="visually-hidden">{option === "GBP" ? "Pounds sterling" : "US dollars"}</span>
        </button>
      ))}
    </div>
  );
}
