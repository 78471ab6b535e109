import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { loginAddressFor } from "../lib/addresses/client-area-paths";
import { useHydrated } from "../lib/page-start/use-hydrated";
import { sessionUserAtom, type SessionUser } from "../state/session";

interface RequireLoginProps {
  children: ReactNode;
  /** product.md §2: roles a route excludes are sent to the home page. */
  excludedRoles?: readonly NonNullable<SessionUser["role"]>[];
}

/**
 * product.md §2: a route that requires login sends visitors to /login, remembering where they were.
 * The decision waits for hydration: a prerendered page was built without a session, and the first
 * client render must match it.
 */
export function RequireLogin({ children, excludedRoles = [] }: RequireLoginProps) {
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
    return <Navigate to={loginAddressFor(location.pathname, location.search)} replace />;
  }
  if (user.role && excludedRoles.includes(user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
