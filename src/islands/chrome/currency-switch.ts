import { isCurrency, type Currency } from "../../lib/format/currency";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";

const OPTION = ".currency-switch__option[data-option]";

/** Every switch on the page says which currency is chosen (the look is CSS's, from `<html data-currency>`). */
function showChosen(doc: Document): void {
  const chosen = doc.documentElement.dataset.currency;
  doc.querySelectorAll<HTMLElement>(OPTION).forEach((option) => {
    option.setAttribute("aria-pressed", String(option.dataset.option === chosen));
  });
}

/**
 * The £ / $ switch without React: stores the choice as the app's atom does (JSON, the same key)
 * and sets `<html data-currency>`, which is what decides the prices shown on this page; the
 * pre-paint script reads the same key on the next. A change made in another tab is followed too
 * (`followStoredStateAcrossTabs` moves the attribute; this keeps the buttons' state with it).
 */
export function installCurrencySwitch(doc: Document, win: Window): () => void {
  const onClick = (event: Event) => {
    const option = (event.target as Element | null)?.closest?.<HTMLElement>(OPTION);
    const next = option?.dataset.option;
    if (!next || !isCurrency(next)) return;
    try {
      localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify(next satisfies Currency));
    } catch {
      // Storage refused: this page still switches.
    }
    doc.documentElement.dataset.currency = next;
    showChosen(doc);
  };
  const onStorage = () => win.setTimeout(() => showChosen(doc), 0);
  showChosen(doc);
  doc.addEventListener("click", onClick);
  win.addEventListener("storage", onStorage);
  return () => {
    doc.removeEventListener("click", onClick);
    win.removeEventListener("storage", onStorage);
  };
}
