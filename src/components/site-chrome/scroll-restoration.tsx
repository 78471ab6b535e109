import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { InlineScript } from "../page-scripts/inline-script";

/**
 * Puts a reloaded page back where it was scrolled to, before the first paint: the same as React
 * Router's own <ScrollRestoration>, whose inline script is written by the library where the build
 * cannot record it (docs/decisions/0015-inline-scripts-by-hash.md). React Router keeps the
 * positions (its hook, below); this script reads them. Inlined as source text: it uses nothing
 * outside itself.
 */
function restoreScroll(storageKey: string) {
  const state = window.history.state as { key?: string } | null;
  if (!state || !state.key) window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
  try {
    const positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}") as Record<string, unknown>;
    const stored = positions[(window.history.state as { key: string }).key];
    if (typeof stored === "number") window.scrollTo(0, stored);
  } catch {
    // Unreadable positions are dropped; unreadable storage (a frame on another site, in a browser
    // that blocks third-party storage: the drafts preview in the studio) is left alone.
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // nothing to restore
    }
  }
}

export function PageScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEYS.scrollPositions });
  return (
    <InlineScript
      source={import.meta.env.SSR ? `(${restoreScroll.toString()})(${JSON.stringify(STORAGE_KEYS.scrollPositions)});` : ""}
    />
  );
}
