import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Markup that depends on browser
 * storage waits for it, so the first client render matches the prerendered HTML exactly (a
 * mismatch makes React throw the server markup away and re-render the whole page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
