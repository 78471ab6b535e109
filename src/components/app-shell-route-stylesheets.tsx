import { useContext } from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { useHydrated } from "../lib/use-hydrated";

type Framework = NonNullable<React.ContextType<typeof FrameworkContext>>;
type Match = NonNullable<React.ContextType<typeof DataRouterStateContext>>["matches"][number];

/** The stylesheets one route asks for: those its modules import, then any its `links` export lists. */
function routeStylesheets(framework: Framework, match: Match): string[] {
  const imported = framework.manifest.routes[match.route.id]?.css ?? [];
  const listed = (framework.routeModules[match.route.id]?.links?.() ?? []).flatMap((link) =>
    "rel" in link && link.rel === "stylesheet" && typeof link.href === "string" ? [link.href] : [],
  );
  return [...imported, ...listed];
}

/**
 * The stylesheets of the routes below the root, on a page that started from the app shell (the
 * SPA fallback, which React Router writes with the root route alone).
 *
 * React Router's `<Links>` renders only the root's stylesheets on such a page until its own
 * `<Scripts>` reports that the document has hydrated. `<DeferredAppScripts>` replaces `<Scripts>` in
 * the build (decision 0010), so that report never comes: every page the app drew there afterwards
 * (the home page after an unknown address, after /logout, the next page after those) had its
 * stylesheets fetched by the router before the navigation, but never linked. This renders, once
 * hydration is over, exactly the links `<Links>` leaves out, in the order it would have rendered
 * them, after its own; before that it renders nothing, so the page hydrates as it was written.
 * Prerendered pages and the development server (which keeps `<Scripts>`) need nothing from it.
 * See docs/decisions/0016-unknown-addresses-redirect-home.md.
 */
export function AppShellRouteStylesheets() {
  const framework = useContext(FrameworkContext);
  const routerState = useContext(DataRouterStateContext);
  const hydrated = useHydrated();
  if (import.meta.env.DEV || !hydrated || !framework?.isSpaMode || !routerState) return null;
  const { matches, errors } = routerState;
  // As <Links> does: a route below the one showing an error draws nothing, so needs no stylesheet.
  const shown = errors ? matches.slice(0, matches.findIndex((match) => errors[match.route.id] !== undefined) + 1) : matches;
  const [root, ...below] = shown;
  const linkedByLinks = new Set(root ? routeStylesheets(framework, root) : []);
  const hrefs = [...new Set(below.flatMap((match) => routeStylesheets(framework, match)))].filter(
    (href) => !linkedByLinks.has(href),
  );
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}
