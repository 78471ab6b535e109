import { useContext } from "react";
import { Links, Meta, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";
import { useHydrated } from "../lib/page-start/use-hydrated";

/**
 * React Router's <Meta> and <Links>. On a page served by the SPA fallback (an address that was not
 * prerendered, such as an unknown member's) they show only the root route's until React Router's
 * <Scripts> reports the app hydrated. The site starts its app with DeferredAppScripts instead
 * (decision 0010), which cannot make that report, so once hydrated this lifts the limit itself: the
 * page the visitor ends on gets its title, description and stylesheets.
 */
export function PageHead() {
  const framework = useContext(FrameworkContext);
  const hydrated = useHydrated();
  // Always the same tree, so the head's elements are updated, never replaced.
  const value = framework && framework.isSpaMode && hydrated ? { ...framework, isSpaMode: false } : framework;
  return (
    <FrameworkContext.Provider value={value}>
      <Meta />
      <Links />
    </FrameworkContext.Provider>
  );
}
