import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { sessionUserAtom } from "../state/session";

/** Spec §2: a route that requires login sends visitors to /login, remembering where they were. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
