/** Command-line arguments of `npm run bench`. */
import { parseOptions, UsageError } from "../cli/usage";

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes all|six|kinds] [--skip-large] [--large N,N] [--skip-build] [--only server|pages|navigation|visit|builds|rebuilds|publish|cluster|preview|tests|images] [--baseline COMMIT] [--json FILE]

Builds the site (timed), serves build/client with the site's own static server, and runs Lighthouse
(mobile emulation, simulated throttling) in Debian Chromium over the benchmarked routes, beside a
copy of the same pages with every script removed (the static limit). Then times builds with
synthetic extra articles and prints a first-load JavaScript breakdown for a content page.

  --runs N        Lighthouse runs of the six routes of docs/performance.md, per variant; medians
                  are reported (default 3)
  --routes R      all: every other prerendered route too, once each (default); six: only the six;
                  kinds: one route of each kind of page (home, service, persona, article, …), --runs N each;
                  or paths, comma-separated (/,/get-in-touch): only those, --runs N each
  --skip-large    skip the synthetic-dataset builds (the slowest part)
  --large N,N     sizes of the synthetic datasets, in extra articles (default 1000,5000)
  --skip-build    measure the existing build/client instead of building (no build time)
  --only server   only the server's load figures (enquiries/s and pages/s, with latency) on the
                  existing build/client (run \`npm run build\` first); --runs N rounds (default 3)
  --only pages    only the pages: Lighthouse over the routes (--routes) beside the static limit,
                  and every page's first-load JavaScript, then the targets per kind of page
                  (first-load JS, main-thread work and LCP against the limit, performance, TBT)
                  on the existing build/client (run \`npm run build\` first; a copy is measured)
  --only navigation  only the next page after a click, warm cache: four clicks between kinds of
                  page in Chromium, --runs N each (default 3), click to the next page's largest
                  paint, on this build and its static limit without and with its speculation rules
  --only visit    only a whole visit of six pages on a phone in Chromium (load, scroll, a tab, the
                  filter, the form typed and sent): script bytes (brotli), whether the framework was
                  loaded, and main-thread time against the page without scripts; --runs N each
  --only tests    \`npm test\` on a fresh clone of HEAD (committed work only), --runs N times (default
                  3): wall seconds and the machine's busy CPU seconds, medians; with --baseline C,
                  C's clone too, the runs taking turns, and the ratios (about 10 minutes a run)
  --only images   what a phone photo (4000 × 3000 JPEG, 3–4 MB, made with sharp) as an article's
                  thumbnail and first figure costs: image bytes the article and the blog index
                  receive on a 390 px phone (DPR 3) and a 1280 px desktop, img without width or
                  height, served ÷ drawn width; LCP on a 10 Mbit/s link (--runs N, median), beside
                  --baseline C's page with the photo pre-sized; builds with 100 photos, first and cached
                  (--skip-large: no builds)
  --baseline C    with --only server, pages, navigation, visit, tests or images: also commit C (cloned into a scratch folder
                  under the system's temporary folder, npm ci from the local cache, built there;
                  reused by later runs of the same commit), in this process, the two taking turns
                  round by round; prints both rows and their ratio (pages: Lighthouse on C's build
                  too, against this commit's static limit, and C's first-load JavaScript)
  --only builds   only the builds: the real site, then --large sizes; per-page time, its ratio
                  at the largest size to the real site's, and peak memory
  --only rebuilds only what a publish changes: files differing between two builds of the same
                  content (the second with the clock moved on), files changed by one claim edit
                  against the pages that show it, and build time with the compression cache
                  deleted and kept (--runs N times each, default 3); then, for each --large
                  size, one cold, one warm and one claim-edited build (--skip-large: none)
  --only publish  the site's own server: a signed publish of one claim edit until the new text is
                  served, --runs N times on the real site, then per --large size (--large 50000 for
                  the targets) --runs N each of a claim edit, a new article, an article retitled
                  and an article deleted, each built from the release before it, with a client
                  asking for a page every 50 ms: failed and mixed requests, the build's phases
  --only cluster  only the cluster figures: three servers sharing a throwaway PostgreSQL (Debian's
                  postgresql package), one killed mid-load; enquiries/s, latency, and whether
                  every enquiry was stored and delivered once (needs no build)
  --only preview  only the editors' preview: \`npm run preview:drafts\` with the Content Lake stood in,
                  framed as Presentation frames it, in Chromium: the first framed page after start
                  (cold), then --runs N pages in fresh contexts (warm) and N reloads in one (cached);
                  then the refresh after an edit in the built studio's Presentation (on the Sanity
                  API stand-in): --runs N price edits typed at once and N after reading the form,
                  from saved to shown in the frame
  --json FILE     also write every figure as JSON
  --help          show this message

CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).`;

export interface BenchArgs {
  runs: number;
  /**
   * Every prerendered route (the six get `runs`, the others one run), only the six, one of each
   * kind, or the paths named (`runs` each).
   */
  routes: "all" | "six" | "kinds" | { paths: string[] };
  largeSizes: number[];
  build: boolean;
  /** Only the server load figures. */
  serverOnly: boolean;
  /** Only the real build and the large builds. */
  buildsOnly: boolean;
  /** Only reproducibility, one claim edit, and cold and warm compression. */
  rebuildsOnly: boolean;
  /** Only publish to live on the site's own server. */
  publishOnly: boolean;
  /** Only many servers sharing one PostgreSQL store. */
  clusterOnly: boolean;
  /** Only the editors' preview: first framed page, cold and warm, and the refresh after an edit. */
  previewOnly: boolean;
  /** Only Lighthouse and first-load JavaScript, with the targets per kind of page. */
  pagesOnly: boolean;
  /** Only the next page after a click, warm cache. */
  navigationOnly: boolean;
  /** Only a whole visit of the pages on a phone: script bytes and main thread. */
  visitOnly: boolean;
  /** Only `npm test` on fresh clones, timed. */
  testsOnly: boolean;
  /** Only what a phone photo costs: image bytes, LCP and builds with 100 photos. */
  imagesOnly: boolean;
  /** With serverOnly, pagesOnly or navigationOnly: the commit to compare with. */
  baseline?: string;
  jsonFile?: string;
}

export type ParsedArgs = ({ help: false } & BenchArgs) | { help: true };

export { UsageError };

const ONLY = ["server", "pages", "navigation", "visit", "builds", "rebuilds", "publish", "cluster", "preview", "tests", "images"];
/** The parts that can be measured beside a baseline commit. */
const WITH_BASELINE = ["server", "pages", "navigation", "visit", "tests", "images"];

const positiveInteger = (text: string, name: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${name} must be a whole number of 1 or more (got "${text}").`);
  return value;
};

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const values = parseOptions(argv, {
    runs: { type: "string" },
    routes: { type: "string" },
    "skip-large": { type: "boolean" },
    large: { type: "string" },
    "skip-build": { type: "boolean" },
    only: { type: "string" },
    baseline: { type: "string" },
    json: { type: "string" },
    help: { type: "boolean" },
  });
  if (values.help) return { help: true };
  if (values.only !== undefined && !ONLY.includes(values.only))
    throw new UsageError(`--only takes ${ONLY.map((only) => `"${only}"`).join(", ")} (got "${values.only}").`);
  if (values.baseline !== undefined && !WITH_BASELINE.includes(values.only ?? ""))
    throw new UsageError(
      "--baseline compares the server, the pages, the navigation, a visit, npm test or the pictures: use it with --only server, pages, navigation, visit, tests or images.",
    );
  if (values.baseline !== undefined && !/^[\w./~^-]+$/.test(values.baseline))
    throw new UsageError(`--baseline takes a commit, branch or tag (got "${values.baseline}").`);
  const namedPaths = values.routes?.split(",").map((path) => path.trim());
  const routeSet = ["all", "six", "kinds"].includes(values.routes ?? "all");
  if (!routeSet && !namedPaths?.every((path) => path.startsWith("/")))
    throw new UsageError(`--routes takes "all", "six", "kinds" or paths such as /,/get-in-touch (got "${values.routes}").`);
  const largeSizes = values["skip-large"]
    ? []
    : (values.large ?? "1000,5000").split(",").map((size) => positiveInteger(size.trim(), "--large"));
  return {
    help: false,
    runs: values.runs === undefined ? 3 : positiveInteger(values.runs, "--runs"),
    routes:
      values.routes === "six" || values.routes === "kinds"
        ? values.routes
        : !routeSet && namedPaths
          ? { paths: namedPaths }
          : "all",
    largeSizes,
    build: !values["skip-build"],
    serverOnly: values.only === "server",
    buildsOnly: values.only === "builds",
    rebuildsOnly: values.only === "rebuilds",
    publishOnly: values.only === "publish",
    clusterOnly: values.only === "cluster",
    previewOnly: values.only === "preview",
    pagesOnly: values.only === "pages",
    navigationOnly: values.only === "navigation",
    visitOnly: values.only === "visit",
    testsOnly: values.only === "tests",
    imagesOnly: values.only === "images",
    ...(values.baseline ? { baseline: values.baseline } : {}),
    ...(values.json ? { jsonFile: values.json } : {}),
  };
}
