import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "../lib/format/currency";
import { STORAGE_KEYS } from "../lib/page-start/storage-keys";

// Read after mount, not on init: what the visitor sees is already right (CSS follows
// <html data-currency>), and the first client render must match the prerendered HTML.
const storedCurrency = atomWithStorage<Currency>(STORAGE_KEYS.currency, DEFAULT_CURRENCY, createJSONStorage<Currency>());

/**
 * The visitor's currency. Writing it also updates `<html data-currency>`, which is what decides
 * which price is visible: CSS shows the chosen currency, so prices never flash on load.
 */
export const currencyAtom = atom(
  (get) => {
    const value = get(storedCurrency);
    return isCurrency(value) ? value : DEFAULT_CURRENCY;
  },
  (_get, set, next: Currency) => {
    set(storedCurrency, next);
    if (typeof document !== "undefined") document.documentElement.dataset.currency = next;
  },
);
