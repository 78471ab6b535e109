import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";

/**
 * The cookie notice's "Okay" without React: stores the consent as the app's atom does (JSON
 * `true`) and marks `<html data-cookie-consent="given">`, which is what hides the notice (the
 * pre-paint script sets the same mark on the next page). Returns the function that stops it.
 */
export function installCookieNotice(doc: Document): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(".cookie-notice button");
    if (!button) return;
    try {
      localStorage.setItem(STORAGE_KEYS.cookieConsent, "true");
    } catch {
      // Storage refused (private mode, full): the notice still goes for this page.
    }
    doc.documentElement.dataset.cookieConsent = "given";
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
