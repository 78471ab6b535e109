import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useHydrated } from "../lib/use-hydrated";
import { sessionUserAtom } from "../state/session";

/**
 * Spec §2: a route that requires login sends visitors to /login, remembering where they were.
 * The decision waits for hydration: a prerendered page was built without a session, and the first
 * client render must match it.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <p className="container section" role="status">
        Checking your sign-in…
      </p>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
