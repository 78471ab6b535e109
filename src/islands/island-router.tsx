import { useEffect, useMemo, useState, type ReactNode } from "react";
import { createPath, Router, type Location, type Navigator, type To } from "react-router";

/** The window's address as React Router's hooks report it; `state` is what a block put in the entry. */
function windowLocation(): Location {
  const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? "default" };
}

/**
 * What an island's blocks read of the address (`useLocation`, `<Link>`, `useNavigate`) on a page
 * that runs no app (decision 0034). React Router's own routers would take a link into the app;
 * here a page is a document:
 * - a link, or a navigation with no history state, loads the page it names (a plain link);
 * - a navigation that carries history state changes the address in place, as a block that owns
 *   it asks (the team grid's choice of member: one address and one history entry per choice);
 * - Back and Forward and a changed hash are followed, so every island sees the same address.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    const follow = () => setLocation(windowLocation());
    window.addEventListener("popstate", follow);
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("popstate", follow);
      window.removeEventListener("hashchange", follow);
    };
  }, []);
  const navigator = useMemo((): Navigator => {
    const href = (to: To) => (typeof to === "string" ? to : createPath(to));
    const move = (to: To, state: unknown, replace: boolean) => {
      if (state == null) {
        if (replace) window.location.replace(href(to));
        else window.location.assign(href(to));
        return;
      }
      const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
      if (replace) window.history.replaceState(entry, "", href(to));
      else window.history.pushState(entry, "", href(to));
      // Every island follows: the others hear it as the browser's own change of address.
      window.dispatchEvent(new PopStateEvent("popstate", { state: entry }));
    };
    return {
      createHref: href,
      go: (delta) => window.history.go(delta),
      push: (to, state) => move(to, state, false),
      replace: (to, state) => move(to, state, true),
    };
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
