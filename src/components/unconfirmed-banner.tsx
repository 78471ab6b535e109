import { useAtomValue } from "jotai";
import { useHydrated } from "../lib/use-hydrated";
import { sessionUserAtom } from "../state/session";

/**
 * product.md §4: a signed-in user who has not confirmed their email sees this on every page. Shown after
 * hydration (the prerendered pages have no session), in a fixed slot so nothing else moves.
 */
export function UnconfirmedBanner() {
  const user = useAtomValue(sessionUserAtom);
  const hydrated = useHydrated();
  if (!hydrated || !user || user.confirmed !== false) return null;
  return (
    <p role="status" className="unconfirmed-banner">
      Please check your email for verification email!
    </p>
  );
}
