import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * The browser bundle gets React Router's production build.
 *
 * React Router 7 ships `dist/production` beside `dist/development`, but its package exports only
 * name the development build (a stop-gap upstream, remix-run/react-router#12437), so every
 * production bundle carried its development warnings and checks. Both entry points the browser
 * uses are mapped together: the production `dom` entry imports its own production chunks, so the
 * page still holds one copy of the router and one router context. The server keeps the package's
 * own resolution: it renders the same markup either way, and its size costs no visitor anything.
 */
export function reactRouterProductionBuild(): Plugin {
  const productionDir = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  const productionEntries: Record<string, string> = {
    "react-router": join(productionDir, "index.mjs"),
    "react-router/dom": join(productionDir, "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => productionEntries[source],
  };
}
