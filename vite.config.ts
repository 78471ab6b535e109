import { availableParallelism } from "node:os";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type TestProjectConfiguration } from "vitest/config";
import { buildFoldersApart } from "./scripts/build/build-folders-apart.ts";
import { islandsEntry } from "./scripts/build/islands-entry.ts";
import { keepServerBuild } from "./scripts/build/keep-server-build.ts";
import { plainScriptModules } from "./scripts/build/plain-script-modules.ts";
import { reactRouterProductionBuild } from "./scripts/build/react-router-production.ts";
import { mockApi } from "./src/api/mock/vite-mock-api.ts";
import { datasetMedia } from "./src/content/vite-dataset-media.ts";
import { draftsPreview } from "./src/content/preview/vite-drafts-preview.ts";

const UNIT_TESTS = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "schemas/**/*.test.ts", "studio/**/*.test.ts"];
const UNIT_EXCLUDED = ["src/test/browser/**", "node_modules/**", "**/*.build.test.ts"];
// Vitest's default leaves a core free (one worker on a two-core machine); its test files mostly
// wait on servers, builds and browsers, so at least two run at once.
const WORKERS = Math.max(2, availableParallelism());
// What public pages run (decision 0054), read from the sources: grouped apart from the app's helpers.
const PLAIN_SCRIPTS = plainScriptModules(import.meta.dirname);
/** A module id as a path: Vite may add a query (`?commonjs-proxy`) or a virtual prefix. */
const modulePath = (id: string) => id.replace(/\?.*$/, "");

/**
 * Test files that run longest for their size, started first so that none finishes alone at the end
 * (src/test/slow-files-first.ts). Seconds alone on two cores: browser 111, 74, 70, 45, 34; unit 17,
 * 14, 13.
 */
const SLOW_TEST_FILES = [
  "src/test/browser/studio-presentation.test.ts",
  "src/test/browser/contact-form.test.ts",
  "src/test/browser/routes.test.ts",
  "src/test/browser/phones-and-tablets.test.ts",
  "src/test/browser/pictures.test.ts",
  "studio/validation-rules.test.ts",
  "src/server/enquiries/store/enquiry-store-contract.test.ts",
  "src/content/locations.test.tsx",
];

/**
 * The order Vitest starts files in. Loaded under Vitest only: `vitest/node` costs every build,
 * the publisher's included, about half a second to import.
 */
async function testSequence() {
  if (!process.env.VITEST) return undefined;
  const { slowFilesFirst } = await import("./src/test/slow-files-first.ts");
  return { sequencer: slowFilesFirst(SLOW_TEST_FILES) };
}

/** Vitest's projects: `npm run test:unit` runs the first two, test:build and test:browser one each. */
const TEST_PROJECTS: TestProjectConfiguration[] = [
  {
    // Test files share their worker's modules (isolate: false): loading React, the blocks and
    // the content layer once per worker, not once per file, halves the run (docs/performance.md).
    // A file that replaces a module (vi.mock) is named *.isolated.test.* and runs on its own below.
    extends: true,
    test: {
      name: "unit",
      include: UNIT_TESTS,
      exclude: [...UNIT_EXCLUDED, "**/*.isolated.test.{ts,tsx}"],
      environment: "node",
      setupFiles: ["./src/test/setup.ts"],
      testTimeout: 20_000,
      isolate: false,
      // A stubbed variable never reaches the next file in the worker, even if a test forgets.
      unstubEnvs: true,
      unstubGlobals: true,
      maxWorkers: WORKERS,
    },
  },
  {
    extends: true,
    test: {
      name: "unit-isolated",
      include: UNIT_TESTS.map((pattern) => pattern.replace(".test.", ".isolated.test.")),
      exclude: UNIT_EXCLUDED,
      environment: "node",
      setupFiles: ["./src/test/setup.ts"],
      testTimeout: 20_000,
      maxWorkers: WORKERS,
    },
  },
  {
    // Whole builds in a scratch copy of the project, compared file by file (decision 0017). The
    // full build of the content as committed is made once and shared (scripts/build/baseline-build.ts).
    extends: true,
    test: {
      name: "build",
      include: ["scripts/**/*.build.test.ts"],
      environment: "node",
      globalSetup: ["./scripts/build/baseline-build.ts"],
      setupFiles: ["./src/test/setup.ts"],
      testTimeout: 300_000,
      hookTimeout: 300_000,
      maxWorkers: WORKERS,
    },
  },
  {
    // Real headless Chromium against the built, served site (run after `npm run build`). Files
    // run side by side, each with its own Chromium, on one server: a test finds its own
    // enquiries and emails by what it typed, never by counting everyone's.
    extends: true,
    test: {
      name: "browser",
      include: ["src/test/browser/**/*.test.ts"],
      environment: "node",
      globalSetup: ["./src/test/browser/global-setup.ts"],
      setupFiles: ["./src/test/browser/setup.ts"],
      // Vitest's 1 s default for expect.poll is shorter than a busy machine takes to load the
      // app shell and move on (a /logout that ended still at /logout failed CI that way).
      expect: { poll: { timeout: 10_000 } },
      testTimeout: 60_000,
      hookTimeout: 120_000,
      maxWorkers: WORKERS,
    },
  },
];

export default defineConfig(async ({ mode }) => ({
  // Vitest renders components directly; only the app build needs the framework plugin.
  // Mode "mock" (`npm run dev:mock`) adds the in-browser stand-in for the agency back end.
  plugins: process.env.VITEST
    ? // The root imports the islands entry's address (decision 0034); in tests it names the source.
      [islandsEntry()]
    : [
        draftsPreview(),
        buildFoldersApart(),
        reactRouterProductionBuild(),
        keepServerBuild(),
        reactRouter(),
        islandsEntry(),
        datasetMedia(),
        ...(mode === "mock" ? [mockApi()] : []),
      ],
  // Static files copied as-is into the build (favicon...).
  publicDir: "src/public",
  // The rich text renderer is imported dynamically only (decision 0011). Without this, the dev
  // server discovers its dependency at the first navigation that needs it, re-optimises, and
  // reloads the page mid-visit.
  optimizeDeps: { include: ["@portabletext/react"] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, React DOM, React Router and jotai load on every page that hydrates. As one file
              // they compress about 1.5 KB (brotli) smaller than split across the entry and the
              // shared chunk, and cost one request fewer. React DOM's code still runs only when the
              // entry starts (it is wrapped as CommonJS, evaluated on first use).
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|jotai)[\\/]/,
              priority: 2,
            },
            {
              // What content pages and articles load at first (decision 0034): the islands entry, the
              // chrome's scripts and what they import, read from the sources (plain-script-modules.ts).
              // As one chunk of its own, never in "helpers" below, whose other modules bring React.
              name: "islands",
              test: (id: string) => PLAIN_SCRIPTS.entry.has(modulePath(id)),
              priority: 3,
            },
            {
              // Small app helpers that many parts of the site share (figures, dates, currency, session,
              // page metadata) travel as one chunk instead of a dozen files of a few hundred bytes:
              // each file compresses on its own and costs a request. Shared by 3+ chunks: at 4, small
              // shared files stayed apart and every page kind loaded more (docs/performance.md).
              // The client area's own code (API client, screens) is left out by folder, so it stays off
              // other pages.
              name: "helpers",
              // A module a block's plain script imports stays out too: it must load without React
              // (decision 0054); the bundler leaves it in a chunk that scripts and app share.
              test: (id: string) =>
                /[\\/]src[\\/](lib|state|components|content|routes)[\\/]/.test(id) &&
                !/[\\/](api|screens)[\\/]/.test(id) &&
                !PLAIN_SCRIPTS.blockScripts.has(modulePath(id)),
              maxModuleSize: 2500,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: { projects: TEST_PROJECTS, sequence: await testSequence() },
}));
