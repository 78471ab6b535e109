import { useContext, useState } from "react";
import {
  Scripts,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { followPendingLink, startAfterFirstPaint } from "../../lib/page-start/start-after-first-paint";
import { HydrationDataAddressContext } from "./hydration-data-address";
import { InlineScript } from "./inline-script";

const BOOTSTRAP_DATA_ID = "app-bootstrap";

type Framework = NonNullable<React.ContextType<typeof FrameworkContext>>;
type Match = NonNullable<React.ContextType<typeof DataRouterStateContext>>["matches"][number];

/**
 * The modules one route needs, in React Router's order: split-out client handlers first, the route
 * module last, merged into one object the way its own bootstrap merges them.
 */
function routeModuleFiles(framework: Framework, match: Match): string[] {
  const entry = framework.manifest.routes[match.route.id];
  if (!entry) throw new Error(`Route ${match.route.id} is not in the build's manifest.`);
  return [
    entry.clientActionModule,
    entry.clientLoaderModule,
    entry.clientMiddlewareModule,
    entry.hydrateFallbackModule,
    entry.module,
  ].filter((file): file is string => Boolean(file));
}

/** What one page's bootstrap needs to know: the data element before the script. */
interface BootstrapData {
  /** React Router's handoff (future flags, basename…), as its own <Scripts> would have set it. */
  context: unknown;
  routes: { id: string; files: string[] }[];
  manifest: string;
  entry: string;
  hydrationData: string;
}

/**
 * The app's bootstrap as a classic script: fetches the hydration data and imports the manifest, the
 * matched routes and the entry with `import()`, so nothing is fetched until `startAfterFirstPaint`
 * says so. React Router's hydration reads the data from `__reactRouterContext.stream`, which is
 * where its own <Scripts> would have streamed it. The text is the same on every page; what the page
 * needs is its data element (see InlineScript).
 *
 * (React Router's prerender checks that a page's HTML contains "window.__reactRouterContext =" and
 * "window.__reactRouterRouteModules =" to know the app can hydrate, so both are written so.)
 */
function bootstrapScript(): string {
  // The entry is fetched alongside the routes (it is imported once they have run). Each step runs
  // as a task of its own: an import() call costs a phone several milliseconds (module map, request
  // set-up, the preload link's style check), and a dozen in one task make a long task.
  const boot = `function(){var page=JSON.parse(document.getElementById(${JSON.stringify(BOOTSTRAP_DATA_ID)}).textContent),routes=page.routes;
window.__reactRouterContext = page.context;
var later=function(step){return new Promise(function(resolve){setTimeout(function(){resolve(step())},0)})};
var data=fetch(page.hydrationData).then(function(response){if(!response.ok)throw new Error("The page's data answered "+response.status+".");return response.body});
later(function(){var preload=document.createElement("link");preload.rel="modulepreload";preload.href=page.entry;document.head.appendChild(preload)});
Promise.all([data,later(function(){return import(page.manifest)})].concat(routes.map(function(route){
return Promise.all(route.files.map(function(file){return later(function(){return import(file)})})).then(function(parts){return Object.assign.apply(Object,[{}].concat(parts))})
}))).then(function(loaded){var modules={};routes.forEach(function(route,i){modules[route.id]=loaded[i+2]});
window.__reactRouterContext.stream=loaded[0];window.__reactRouterRouteModules = modules;return later(function(){return import(page.entry)})})
.catch(function(error){console.error("The page's scripts could not load; links and forms still work.",error);(${followPendingLink.toString()})(window)})}`;
  return `(${startAfterFirstPaint.toString()})(window,${boot});`;
}

/**
 * React Router's <Scripts>, minus what competes with the first paint: no `modulepreload` links in
 * the head, and the app's modules are requested only after the page has painted and loaded (or at
 * the first interaction). React Router's own hydration is unchanged: it gets the same context
 * object, and the loaders' data arrives on the same stream, read from the file the prerender
 * published (see entry.server) rather than from inline scripts.
 *
 * The dev server keeps <Scripts>: it adds hot-module-reload wiring this bootstrap does not know. So
 * does the drafts preview, whose pages are rendered on request and never published.
 */
export function DeferredAppScripts() {
  const framework = useContext(FrameworkContext);
  const dataRouter = useContext(DataRouterContext);
  const routerState = useContext(DataRouterStateContext);
  const hydrationDataAddress = useContext(HydrationDataAddressContext);
  // Computed once: after hydration the elements stay as they are, and React never touches them again.
  const [data] = useState((): BootstrapData | null => {
    // In the browser (hydrating) the elements are already in the page. The SSR test is fixed at
    // build time, so the bootstrap's builder never reaches the browser's bundle. The development
    // server renders <Scripts> instead (below).
    if (
      !import.meta.env.SSR ||
      import.meta.env.DEV ||
      import.meta.env.DRAFTS_PREVIEW === "true" ||
      !framework ||
      !dataRouter?.staticContext ||
      !routerState
    )
      return null;
    if (!hydrationDataAddress) throw new Error("The page's hydration data was not published, so its app could never start.");
    const matches = framework.isSpaMode ? routerState.matches.slice(0, 1) : routerState.matches;
    const errors = routerState.errors;
    const active = errors ? matches.slice(0, matches.findIndex((m) => errors[m.route.id] !== undefined) + 1) : matches;
    return {
      context: JSON.parse(framework.serverHandoffString ?? "{}") as unknown,
      routes: active.map((match) => ({ id: match.route.id, files: routeModuleFiles(framework, match) })),
      manifest: framework.manifest.url,
      entry: framework.manifest.entry.module,
      hydrationData: hydrationDataAddress,
    };
  });
  // The drafts preview renders on request and keeps its data inline too (entry.server.tsx).
  if (import.meta.env.DEV || import.meta.env.DRAFTS_PREVIEW === "true") return <Scripts />;
  return <InlineScript source={import.meta.env.SSR ? bootstrapScript() : ""} data={() => data} dataId={BOOTSTRAP_DATA_ID} />;
}
