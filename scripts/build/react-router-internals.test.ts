/**
 * Three modules of the app rely on parts of React Router that are not its public API, and the
 * build on a fourth (each listed in FRAMEWORK_INTERNALS_USERS below, which the first test holds
 * to exactly that list):
 *
 * - `src/components/page-scripts/deferred-app-scripts.tsx` (decisions 0010 and 0013) reads the framework and
 *   data-router contexts (`UNSAFE_*`) and starts hydration itself, writing the globals React
 *   Router's browser entry reads (`window.__reactRouterContext` with its `stream`,
 *   `window.__reactRouterRouteModules`, and the manifest module's `window.__reactRouterManifest`).
 * - `src/components/page-head.tsx` (decision 0010) lifts `UNSAFE_FrameworkContext`'s SPA-mode limit
 *   on `<Meta>` and `<Links>` once the app has hydrated.
 * - `src/components/site-chrome/scroll-restoration.tsx` (decisions 0010 and 0015) keeps the scroll positions
 *   with `UNSAFE_useScrollRestoration` and restores them with its own inline script.
 * - `scripts/build/react-router-production.ts` (decision 0011) hands the browser bundle the
 *   package's unexported `dist/production` build.
 *
 * Content pages and articles use none of them (decision 0034): they start no React Router at all,
 * and the islands' modules may not reach for its internals either.
 *
 * A React Router upgrade may change any of these without notice. Each check here fails with the
 * module and the decision that depend on it, so the upgrade stops at this test, not in a visitor's
 * browser. (The fields the bootstrap reads from the contexts are typed: typecheck guards those.)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerDir = dirname(require.resolve("react-router/package.json"));
const devDir = dirname(require.resolve("@react-router/dev/package.json"));
const productionDir = join(routerDir, "dist", "production");

const BOOTSTRAP = "src/components/page-scripts/deferred-app-scripts.tsx (decisions 0010 and 0013)";
const PRODUCTION_BUILD = "scripts/build/react-router-production.ts (decision 0011)";

const srcDir = fileURLToPath(new URL("../../src/", import.meta.url));

/** The modules of the site that use React Router's internals, and the decision that says why. */
const FRAMEWORK_INTERNALS_USERS: Record<string, string> = {
  "components/page-scripts/deferred-app-scripts.tsx": "decisions 0010 and 0013",
  "components/page-head.tsx": "decision 0010",
  "components/site-chrome/scroll-restoration.tsx": "decisions 0010 and 0015",
};

/** An import of an `UNSAFE_` export of React Router, or a read or write of its `__reactRouter…` globals. */
const USES_INTERNALS = /\bUNSAFE_\w+[^;]*from\s*"react-router|window\.__reactRouter\w+/;

/** Every site module (no tests, nor test helpers such as server/site/test-site.ts, whose page text quotes a bootstrap), by its path under src/, with its code (comments left out: they quote names). */
function siteModules(): { path: string; code: string }[] {
  return readdirSync(srcDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|[\\/])test-[^\\/]*$/.test(file) && !file.startsWith("test"))
    .map((file) => ({
      path: relative(srcDir, join(srcDir, file)).split("\\").join("/"),
      code: readFileSync(join(srcDir, file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, ""),
    }));
}

describe("the site's modules that use React Router internals", () => {
  it("are exactly the listed ones, each with the decision that needs it", () => {
    const users = siteModules()
      .filter((module) => USES_INTERNALS.test(module.code))
      .map((module) => module.path)
      .sort();
    expect(
      users,
      "A module that starts using React Router's internals (UNSAFE_* exports, window.__reactRouter*) must be listed " +
        "in FRAMEWORK_INTERNALS_USERS with its decision, and checked by this file; one that stops must be taken off",
    ).toEqual(Object.keys(FRAMEWORK_INTERNALS_USERS).sort());
  });

  it("still find every UNSAFE_ export they import", async () => {
    const router = (await import("react-router")) as unknown as Record<string, unknown>;
    for (const [path, decision] of Object.entries(FRAMEWORK_INTERNALS_USERS)) {
      const code = readFileSync(join(srcDir, path), "utf8");
      for (const [name] of code.matchAll(/\bUNSAFE_\w+/g))
        expect(router[name], `src/${path} (${decision}) imports ${name}, which react-router no longer exports`).toBeDefined();
    }
  });

  it("are none of the modules content pages run (decision 0034)", () => {
    const islands = siteModules().filter(
      (module) => module.path.startsWith("islands/") || /^(components\/island-scripts|lib\/island-)/.test(module.path),
    );
    expect(islands.length).toBeGreaterThan(0);
    for (const module of islands)
      expect(
        USES_INTERNALS.test(module.code),
        `src/${module.path} runs on content pages: it must not use React Router's internals`,
      ).toBe(false);
  });
});

/** The text of every JavaScript module in a folder, joined: what the browser or the build runs. */
function sourceOf(folder: string): string {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".mjs") || file.endsWith(".js"))
    .map((file) => readFileSync(join(folder, file), "utf8"))
    .join("\n");
}

describe("React Router internals that the app's bootstrap relies on", () => {
  it("still exports the framework and data-router contexts as React contexts", async () => {
    const router = (await import("react-router")) as unknown as Record<string, unknown>;
    for (const name of ["UNSAFE_FrameworkContext", "UNSAFE_DataRouterContext", "UNSAFE_DataRouterStateContext", "Scripts"]) {
      expect(router[name], `${BOOTSTRAP} needs react-router to export ${name}`).toBeDefined();
    }
    for (const name of ["UNSAFE_FrameworkContext", "UNSAFE_DataRouterContext", "UNSAFE_DataRouterStateContext"]) {
      const context = router[name] as { $$typeof?: symbol };
      expect(context.$$typeof, `${BOOTSTRAP} reads ${name} with useContext: it must be a React context`).toBe(
        Symbol.for("react.context"),
      );
    }
  });

  it("hydrates from the globals the bootstrap writes, the loaders' data from __reactRouterContext.stream", () => {
    const browser = sourceOf(productionDir);
    const globals = "window.__reactRouterContext && window.__reactRouterManifest && window.__reactRouterRouteModules";
    expect(browser.includes(globals), `${BOOTSTRAP}: React Router's browser entry no longer starts from ${globals}`).toBe(true);
    expect(
      browser.includes("ssrInfo.context.stream"),
      `${BOOTSTRAP} hands the hydration data over as window.__reactRouterContext.stream, which React Router no longer reads`,
    ).toBe(true);
  });

  it("has the manifest module set window.__reactRouterManifest, which the bootstrap imports", () => {
    expect(
      sourceOf(join(devDir, "dist")).includes("window.__reactRouterManifest="),
      `${BOOTSTRAP} imports the build's manifest module and relies on it setting window.__reactRouterManifest`,
    ).toBe(true);
  });

  it("writes every global the prerender looks for to know a page can hydrate", () => {
    const checks = [...sourceOf(join(devDir, "dist")).matchAll(/html\.includes\("(window\.__reactRouter\w+ =)"\)/g)].map(
      (match) => match[1]!,
    );
    expect(checks.length, `${BOOTSTRAP}: the prerender's check for the hydration globals was not found`).toBeGreaterThan(0);
    // Its code, not its comments (which quote the same strings).
    const bootstrap = readFileSync(new URL("../../src/components/page-scripts/deferred-app-scripts.tsx", import.meta.url), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const check of new Set(checks))
      expect(bootstrap.includes(check), `${BOOTSTRAP} must write "${check}" or the prerender fails`).toBe(true);
  });
});

describe("React Router's production build, swapped into the browser bundle", () => {
  it("is still shipped as dist/production/index.mjs and dom-export.mjs", () => {
    for (const file of ["index.mjs", "dom-export.mjs"])
      expect(existsSync(join(productionDir, file)), `${PRODUCTION_BUILD} maps react-router to dist/production/${file}`).toBe(
        true,
      );
  });

  it("exports what the package's own entry exports", async () => {
    const packaged = Object.keys(await import("react-router")).sort();
    const production = Object.keys((await import(join(productionDir, "index.mjs"))) as object).sort();
    expect(production, `${PRODUCTION_BUILD}: dist/production/index.mjs no longer matches the package's exports`).toEqual(
      packaged,
    );
  });

  it("has its DOM entry import its own chunks, so the page holds one copy of the router", () => {
    const domEntry = readFileSync(join(productionDir, "dom-export.mjs"), "utf8");
    const imported = [...domEntry.matchAll(/from "([^"]+)"/g)].map((match) => match[1]!);
    const routerImports = imported.filter((source) => source.startsWith("react-router"));
    expect(routerImports, `${PRODUCTION_BUILD}: dist/production/dom-export.mjs imports the package entry again`).toEqual([]);
    for (const source of imported.filter((path) => path.startsWith(".")))
      expect(existsSync(join(productionDir, source)), `${PRODUCTION_BUILD}: dom-export.mjs imports a missing ${source}`).toBe(
        true,
      );
  });
});
