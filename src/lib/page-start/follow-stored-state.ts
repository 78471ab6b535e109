import { STORAGE_KEYS } from "./storage-keys";

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/**
 * Marks <html> with the signed-in state CSS reads: `data-session` (member or visitor) for the
 * header's buttons, and `data-email-unconfirmed` for the banner that asks a signed-in user who has
 * not confirmed their email to check it. The pre-paint script sets the same two from storage
 * before the first paint (its inline copy of this rule).
 */
export function markSession(root: HTMLElement, user: unknown): void {
  root.dataset.session = user ? "member" : "visitor";
  if (user && typeof user === "object" && (user as { confirmed?: unknown }).confirmed === false)
    root.dataset.emailUnconfirmed = "true";
  else delete root.dataset.emailUnconfirmed;
}

/**
 * Keeps <html data-currency> and <html data-session> in step when another tab changes the stored
 * currency or signs in or out: CSS reads those attributes, so prices and buttons follow at once.
 * Returns the function that stops listening.
 */
export function followStoredStateAcrossTabs(): () => void {
  const follow = (key: string | null) => {
    const root = document.documentElement;
    if (key === STORAGE_KEYS.currency || key === null)
      root.dataset.currency = readJson(STORAGE_KEYS.currency) === "USD" ? "USD" : "GBP";
    if (key === STORAGE_KEYS.user || key === null) markSession(root, readJson(STORAGE_KEYS.user));
  };
  const onStorage = (event: StorageEvent) => follow(event.key);
  window.addEventListener("storage", onStorage);
  // A content page's scripts may start because another tab changed what is stored (decision 0034):
  // that change came before this listened, so the page catches up with what is stored now.
  follow(null);
  return () => window.removeEventListener("storage", onStorage);
}
