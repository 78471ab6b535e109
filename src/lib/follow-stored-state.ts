import { STORAGE_KEYS } from "./storage-keys";

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/**
 * Keeps <html data-currency> and <html data-session> in step when another tab changes the stored
 * currency or signs in or out: CSS reads those attributes, so prices and buttons follow at once.
 * Returns the function that stops listening.
 */
export function followStoredStateAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const root = document.documentElement;
    if (event.key === STORAGE_KEYS.currency || event.key === null)
      root.dataset.currency = readJson(STORAGE_KEYS.currency) === "USD" ? "USD" : "GBP";
    if (event.key === STORAGE_KEYS.user || event.key === null)
      root.dataset.session = readJson(STORAGE_KEYS.user) ? "member" : "visitor";
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
