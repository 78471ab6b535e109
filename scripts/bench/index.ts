/**
 * `npm run bench`: build time, Lighthouse against the static limit, first-load JavaScript, and
 * build time and memory with synthetic extra articles. Prints Markdown tables (paste them into
 * docs/performance.md). See `npm run bench -- --help`.
 */
import { cpus, loadavg, totalmem, tmpdir } from "node:os";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseOrExitCode } from "../cli/usage";
import { parseArgs, UsageError, USAGE, type BenchArgs } from "./args";
import { formatServerLoad, measureServerLoad, type ServerUnderLoad } from "./server-load";
import { describeCheckout, prepareBaseline } from "./baseline";
import { startSite } from "../../src/server/site/start-site.server";
import { firstLoadScripts, gzipSize, inlineScriptBytes, measureFiles, moduleReader, stylesheets } from "./first-load-js";
import { cls, kb, mb, ms, table, times } from "./format";
import { formatBuilds, timeLargeBuilds, timeRealBuild, type TimedBuild } from "./large-builds";
import { baselineView, measurePages, type PageResult, type RoutePlan } from "./measure-pages";
import { formatKindRows, kindRows } from "./kind-table";
import { formatNextPage, measureNextPage, type NavigationSite } from "./next-page";
import { formatFullVisits, measureFullVisits } from "./full-visit";
import { oneRouteOfEachKind, routeKinds, type RouteKind } from "./route-kinds";
import { countPages, prerenderedPaths } from "./pages";
import { CSS_BUDGET, FIRST_LOAD_JS_BUDGET, PAGE_KINDS } from "./budgets";
import { measurePageWeights, type PageWeight } from "./page-weights";
import { formatLimitRatio, limitRatio, missedTargets, TARGETS_PHRASE } from "./targets";
import { median } from "./stats";
import { BENCH_ROUTES, BREAKDOWN_ROUTES, htmlFileFor } from "./routes";
import { writeStaticLimitCopy } from "./static-limit";
import { ratio } from "./stats";
import { formatRebuilds, measureRebuilds } from "./rebuilds";
import { formatPublishes, measurePublishes } from "./publish";
import { formatCluster, measureCluster } from "./cluster";
import { formatPreview, measurePreview } from "./preview";
import { formatPreviewLive, measurePreviewLive } from "./preview-live";
import { formatTestRuns, measureTestRuns } from "./test-run";
import { formatImages, measureImages } from "./images";

const CLIENT_DIR = "build/client";
const DATASET_DIR = "src/content/dataset";

/** This checkout's server on its build. */
const thisCommit: ServerUnderLoad = { label: "this commit", clientDir: CLIENT_DIR, startSite };

/** The one-minute load average, as the reports print it. */
const loadAverage = () => loadavg()[0]!.toFixed(1);

/** Writes a run's figures, dated and with the machine's core count, to the --json file when one was named. */
function writeFigures(jsonFile: string | undefined, figures: Record<string, unknown>) {
  if (!jsonFile) return;
  writeFileSync(jsonFile, JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, ...figures }, null, 2));
  console.log(`\nAll figures written to ${jsonFile}.`);
}

/** The flags of BenchArgs that name a part to run alone (serverOnly, pagesOnly, …). */
type OnlyFlag = {
  [Key in keyof BenchArgs]-?: Key extends `${string}Only` ? Key : never;
}[keyof BenchArgs];

/** The parts `--only` runs on their own, each under the flag parseArgs sets for it (at most one is set). */
const ONLY_PARTS: readonly (readonly [OnlyFlag, (args: BenchArgs) => Promise<void>])[] = [
  ["serverOnly", (args) => benchServer(args.runs, args.baseline, args.jsonFile)],
  ["pagesOnly", benchPages],
  ["navigationOnly", benchNavigation],
  ["visitOnly", benchFullVisits],
  ["imagesOnly", benchImages],
  ["clusterOnly", benchCluster],
  ["previewOnly", benchPreview],
  ["rebuildsOnly", (args) => benchRebuilds(args.runs, args.largeSizes, args.jsonFile)],
  ["publishOnly", (args) => benchPublishes(args.runs, args.largeSizes, args.jsonFile)],
  ["buildsOnly", (args) => benchBuilds(args.largeSizes, args.jsonFile)],
  ["testsOnly", benchTests],
];

async function main() {
  const parsed = parseOrExitCode<BenchArgs>(() => parseArgs(process.argv.slice(2)), USAGE, process);
  if ("exitCode" in parsed) {
    process.exitCode = parsed.exitCode;
    return;
  }
  const { args } = parsed;
  const only = ONLY_PARTS.find(([flag]) => args[flag]);
  if (only) await only[1](args);
  else await benchEverything(args);
}

/** `--only images`: what a phone photo costs visitors and builds. */
async function benchImages(args: BenchArgs) {
  // --skip-large leaves out the builds with 100 photos (the slowest part).
  const figures = await measureImages({ baseline: args.baseline, runs: args.runs, photos: args.largeSizes.length ? 100 : 0 });
  console.log(formatImages(figures));
  writeFigures(args.jsonFile, { images: figures });
}

/** `--only cluster`: many servers sharing one PostgreSQL store. */
async function benchCluster(args: BenchArgs) {
  const result = await measureCluster();
  console.log(formatCluster(result));
  writeFigures(args.jsonFile, { cluster: result });
}

/** `--only preview`: the editors' preview, then its live refresh. */
async function benchPreview(args: BenchArgs) {
  const result = await measurePreview(args.runs);
  console.log(formatPreview(result));
  const live = await measurePreviewLive();
  console.log(formatPreviewLive(live));
  writeFigures(args.jsonFile, { preview: result, previewLive: live });
}

/** `--only tests`: `npm test` on fresh clones, timed. */
async function benchTests(args: BenchArgs) {
  const figures = await measureTestRuns(args.runs, args.baseline);
  console.log(formatTestRuns(figures));
  writeFigures(args.jsonFile, { tests: figures });
}

/** First-load JavaScript (chunk by chunk) and CSS of one page, from its built HTML. */
function breakdownOf(path: string) {
  const html = readFileSync(join(CLIENT_DIR, htmlFileFor(path)), "utf8");
  return {
    path,
    html,
    chunks: measureFiles(CLIENT_DIR, firstLoadScripts(html, moduleReader(CLIENT_DIR))),
    css: measureFiles(CLIENT_DIR, stylesheets(html)),
  };
}

type Breakdown = ReturnType<typeof breakdownOf>;

/**
 * The whole bench, without --only: the real site's build, Lighthouse beside the static limit,
 * first-load JavaScript, the server under load and the large builds, then the report.
 */
async function benchEverything(args: BenchArgs) {
  const cpu = cpus();
  console.log(`# Benchmark ${new Date().toISOString()}`);
  console.log(
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ${mb(totalmem())} memory, Node ${process.version}; ${args.runs} Lighthouse run(s) per route and variant.\n`,
  );

  // 1. The real site's build.
  let realBuild: TimedBuild | undefined;
  if (args.build) {
    console.log("Building the site…");
    realBuild = await timeRealBuild();
  } else if (!existsSync(CLIENT_DIR)) {
    throw new Error(`No build at ${CLIENT_DIR}: run without --skip-build.`);
  }
  const realPages = countPages(CLIENT_DIR);

  // 2. Lighthouse over the site and its static limit (a stripped copy in a temporary folder).
  const kinds = await routeKinds(prerenderedPaths(CLIENT_DIR));
  const limitRoot = mkdtempSync(join(tmpdir(), "bench-static-limit-"));
  let pages;
  try {
    await writeStaticLimitCopy(CLIENT_DIR, limitRoot);
    console.log("Running Lighthouse (mobile, simulated throttling)…");
    pages = await measurePages(CLIENT_DIR, limitRoot, routePlan(args, CLIENT_DIR, kinds));
  } finally {
    rmSync(limitRoot, { recursive: true, force: true });
  }
  // Kept at once: the Lighthouse runs are most of the bench's time, and a later phase that fails
  // must not take them with it. The full figures replace this file at the end.
  if (args.jsonFile)
    writeFileSync(args.jsonFile, JSON.stringify({ date: new Date().toISOString(), partial: "Lighthouse only", pages }, null, 2));

  // 3. First-load JavaScript of content pages, chunk by chunk (from the built HTML, before the
  //    large builds replace build/ for a while).
  const breakdowns = BREAKDOWN_ROUTES.map(breakdownOf);

  //    And every page's first-load JavaScript and CSS against its kind's budget.
  const weights = measurePageWeights(CLIENT_DIR, prerenderedPaths(CLIENT_DIR));

  // 4. The server under load (before the large builds replace build/ for a while).
  console.log("Loading the server (enquiries, then pages)…");
  const serverLoad = await measureServerLoad([thisCommit]);

  // 5. Builds with synthetic articles.
  const large = await timeLargeBuilds(DATASET_DIR, args.largeSizes);

  // Report.
  printLighthouse(pages, runsNoteOf(args));
  console.log(`\n## Targets per kind of page (first-load JS: every page; Lighthouse: the routes measured)\n`);
  console.log(formatKindRows(kindRows(pages, weights, kinds)));
  printPageWeights(weights);
  for (const breakdown of breakdowns) printBreakdown(breakdown);

  console.log(`\n## Builds (npm run build: React Router's build, then precompression)\n`);
  console.log(formatBuilds(realBuild, large));

  console.log(`\n${formatServerLoad(serverLoad)}`);

  writeFigures(args.jsonFile, {
    runs: args.runs,
    realBuild,
    realPages,
    pages,
    breakdowns: breakdowns.map(({ path, chunks, css }) => ({ path, chunks, css })),
    weights,
    large,
    serverLoad,
  });
}

/** Every page's first-load JavaScript and CSS, by kind, against the kind's budget. */
function printPageWeights(weights: readonly PageWeight[]) {
  console.log(`\n## First-load JavaScript and CSS of every page, by kind (brotli as sent; gzip for comparison)\n`);
  console.log(
    table(
      ["Kind", "Pages", "JS budget", "JS median", "JS max", "JS max (gzip)", "When seen (max)", "CSS max", "Over budget"],
      PAGE_KINDS.map((kind) => {
        const ofKind = weights.filter((weight) => weight.kind === kind);
        return [
          kind,
          String(ofKind.length),
          kb(FIRST_LOAD_JS_BUDGET[kind]),
          kb(median(ofKind.map((weight) => weight.jsBrotli))),
          kb(Math.max(...ofKind.map((weight) => weight.jsBrotli))),
          kb(Math.max(...ofKind.map((weight) => weight.jsGzip))),
          kb(Math.max(...ofKind.map((weight) => weight.whenSeenJsBrotli))),
          kb(Math.max(...ofKind.map((weight) => weight.cssBrotli))),
          String(ofKind.filter((weight) => weight.overBudget.length).length),
        ];
      }),
    ),
  );
  console.log(
    `CSS budget: ${kb(CSS_BUDGET)} per page. "When seen": code a page loads only when the visitor nears a block ` +
      `(the contact form), on top of the first load; ${weights.filter((weight) => weight.whenSeenJsBrotli > 0).length} pages have some.`,
  );
  const over = weights.filter((weight) => weight.overBudget.length);
  if (over.length)
    console.log(
      `Over budget: ${over.map((weight) => `${weight.path} (${weight.overBudget.join(", ")}: ${kb(weight.jsBrotli)})`).join("; ")}.`,
    );
}

/** One page's first-load JavaScript, chunk by chunk, then its CSS and HTML. */
function printBreakdown({ path, html, chunks, css }: Breakdown) {
  const total = (pick: (chunk: (typeof chunks)[number]) => number) => chunks.reduce((sum, chunk) => sum + pick(chunk), 0);
  console.log(`\n## First-load JavaScript of ${path}\n`);
  console.log(
    table(
      ["Chunk", "Raw", "Brotli (sent)", "Gzip"],
      [
        ...[...chunks]
          .sort((a, b) => b.brotliBytes - a.brotliBytes)
          .map((chunk) => [chunk.file, kb(chunk.bytes), kb(chunk.brotliBytes), kb(chunk.gzipBytes)]),
        [
          "**Total**",
          kb(total((chunk) => chunk.bytes)),
          `**${kb(total((chunk) => chunk.brotliBytes))}**`,
          kb(total((chunk) => chunk.gzipBytes)),
        ],
      ],
    ),
  );
  console.log(
    `\nCSS: ${css.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(", ")} (total ${kb(css.reduce((sum, file) => sum + file.gzipBytes, 0))} gzip).`,
  );
  console.log(
    `HTML: ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSize(html))} gzip, of which inline scripts (router context, bootstrap, pre-paint) ${kb(inlineScriptBytes(html))} raw.`,
  );
}

/** Lighthouse per route, beside the static limit, and which routes miss which target. */
function printLighthouse(pages: readonly PageResult[], runsNote: string) {
  console.log(`\n## Lighthouse (mobile, simulated throttling; bytes as transferred): ${runsNote}\n`);
  console.log(
    table(
      ["Route", "Perf", "A11y", "Best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "JS", "Total"],
      pages.map(({ path, ours }) => [
        path,
        ...(["performance", "accessibility", "best-practices", "seo"] as const).map((category) => String(ours.scores[category])),
        ms(ours.fcp),
        ms(ours.lcp),
        ms(ours.tbt),
        cls(ours.cls),
        kb(ours.jsBytes),
        kb(ours.totalBytes),
      ]),
    ),
  );
  console.log(
    `\n## Against the static limit (same HTML and CSS, every script removed; ratios are medians of run-by-run ratios)\n`,
  );
  console.log(
    table(
      [
        "Route",
        "LCP site",
        "LCP limit",
        "LCP ratio (95 % interval)",
        "Main thread site",
        "Main thread limit",
        "Main-thread ratio (95 % interval)",
        "Scripts site / limit",
        "Bytes site",
        "Bytes limit",
        "Bytes ratio",
        "Perf limit",
      ],
      pages.map((page) => [
        page.path,
        ms(page.ours.lcp),
        ms(page.limit.lcp),
        formatLimitRatio(limitRatio(page, "lcp")),
        ms(page.ours.mainThreadMs),
        ms(page.limit.mainThreadMs),
        formatLimitRatio(limitRatio(page, "mainThread")),
        `${ms(page.ours.scriptMs)} / ${ms(page.limit.scriptMs)}`,
        kb(page.ours.totalBytes),
        kb(page.limit.totalBytes),
        times(ratio(page.ours.totalBytes, page.limit.totalBytes)),
        String(page.limit.scores.performance),
      ]),
    ),
  );
  const failing = pages.filter((page) => page.ours.failing.length);
  if (failing.length) {
    console.log("\nWeighted audits short of full marks (runs / all runs):");
    for (const page of failing) console.log(`- ${page.path}: ${page.ours.failing.join(", ")}`);
  }

  const hostIndexes = pages.flatMap((page) => [page.ours.benchmarkIndex, page.limit.benchmarkIndex]).filter(Number.isFinite);
  console.log(
    `\nHost CPU, Lighthouse's benchmarkIndex: median ${Math.round(median(hostIndexes) ?? Number.NaN)} ` +
      `(${Math.round(Math.min(...hostIndexes))}–${Math.round(Math.max(...hostIndexes))}). Simulated throttling multiplies the ` +
      `host's own task times by 4, so TBT scales with the inverse of this figure: compare runs on hosts of like index only ` +
      `(Lighthouse warns below 1000).`,
  );

  console.log(`\n## Every route against the targets (${runsNote})\n`);
  const missing = pages.map((page) => ({ path: page.path, missed: missedTargets(page) })).filter((page) => page.missed.length);
  console.log(`${pages.length - missing.length} of ${pages.length} routes meet every Lighthouse target (${TARGETS_PHRASE}).`);
  for (const page of missing) console.log(`- ${page.path}: ${page.missed.join(", ")}`);
  const spread = (values: readonly number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  console.log(
    `Across all routes: performance ${spread(pages.map((page) => page.ours.scores.performance))}, LCP ratio ${spread(
      pages.map((page) => (limitRatio(page, "lcp").value ?? Number.NaN) * 100),
    )} %, TBT ${spread(pages.map((page) => page.ours.tbt))} ms, CLS max ${cls(Math.max(...pages.map((page) => page.ours.cls)))}.`,
  );
}

/** A snapshot of build/ to measure, so a build started meanwhile cannot change what is measured. */
function snapshotBuild(): { clientDir: string; remove: () => void } {
  if (!existsSync(CLIENT_DIR)) throw new Error(`No build at ${CLIENT_DIR}: run \`npm run build\` first.`);
  const root = mkdtempSync(join(tmpdir(), "bench-build-"));
  cpSync("build", join(root, "build"), { recursive: true });
  return { clientDir: join(root, "build", "client"), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** How many Lighthouse runs each figure is the median of, for the report's headings. */
const runsNoteOf = (args: BenchArgs) =>
  args.routes === "kinds"
    ? `one route of each kind, median of ${args.runs}`
    : args.routes === "six" || typeof args.routes === "object"
      ? `median of ${args.runs}`
      : `the six median of ${args.runs}, others one run`;

/**
 * The routes Lighthouse measures for `--routes`: the six get --runs, the others one run; "kinds":
 * one of each kind, --runs each; paths named: those, --runs each.
 */
function routePlan(args: BenchArgs, clientDir: string, kinds: ReadonlyMap<string, RouteKind>): RoutePlan[] {
  if (typeof args.routes === "object") {
    // A path the build has no page for would be answered by a redirect or the 404 page, and
    // measured under its own name.
    const built = new Set(prerenderedPaths(clientDir));
    const unknown = args.routes.paths.filter((path) => !built.has(path));
    if (unknown.length) throw new UsageError(`--routes names paths the build has no page for: ${unknown.join(", ")}.`);
    return args.routes.paths.map((path) => ({ path, runs: args.runs }));
  }
  const six = BENCH_ROUTES.map((route) => route.path as string);
  if (args.routes === "kinds") return oneRouteOfEachKind(kinds, six).map((path) => ({ path, runs: args.runs }));
  const others = args.routes === "all" ? prerenderedPaths(clientDir).filter((path) => !six.includes(path)) : [];
  return [...six.map((path) => ({ path, runs: args.runs })), ...others.map((path) => ({ path, runs: 1 }))];
}

/**
 * `--only pages`: Lighthouse over the routes beside their static limit (and a baseline commit's
 * build when named), every page's first-load JavaScript, and the targets per kind of page.
 */
async function benchPages(args: BenchArgs) {
  const snapshot = snapshotBuild();
  const limitRoot = mkdtempSync(join(tmpdir(), "bench-static-limit-"));
  try {
    const label = describeCheckout();
    const baseline = args.baseline ? await prepareBaseline(args.baseline) : undefined;
    const cpu = cpus();
    console.log(`# Pages ${new Date().toISOString()}: ${label}${baseline ? ` beside ${args.baseline}` : ""}`);
    console.log(`Machine: ${cpu.length} cores, Node ${process.version}; load average ${loadAverage()}.\n`);
    const paths = prerenderedPaths(snapshot.clientDir);
    const kinds = await routeKinds(paths);
    await writeStaticLimitCopy(snapshot.clientDir, limitRoot);
    console.log("Running Lighthouse (mobile, simulated throttling)…");
    const plan = routePlan(args, snapshot.clientDir, kinds);
    const pages = await measurePages(snapshot.clientDir, limitRoot, plan, baseline);
    const weights = measurePageWeights(snapshot.clientDir, paths);
    const runsNote = runsNoteOf(args);
    printLighthouse(pages, runsNote);
    console.log(
      `\n## Targets per kind of page, ${label} (first-load JS: all ${weights.length} pages; Lighthouse: ${runsNote}; load average now ${loadAverage()})\n`,
    );
    console.log(formatKindRows(kindRows(pages, weights, kinds)));
    let baselineWeights: PageWeight[] | undefined;
    if (baseline) {
      const baselinePaths = prerenderedPaths(baseline.clientDir);
      baselineWeights = measurePageWeights(baseline.clientDir, baselinePaths);
      const baselineKinds = new Map([...kinds, ...(await routeKinds(baselinePaths))]);
      console.log(`\n## Targets per kind of page, ${args.baseline} (against ${label}'s static limit)\n`);
      console.log(formatKindRows(kindRows(pages, baselineWeights, baselineKinds, baselineView)));
    }
    writeFigures(args.jsonFile, {
      runs: args.runs,
      routes: args.routes,
      label,
      baseline: args.baseline,
      pages,
      weights,
      baselineWeights,
    });
  } finally {
    rmSync(limitRoot, { recursive: true, force: true });
    snapshot.remove();
  }
}

/** A static limit to serve beside the builds: its folder under the bench's temporary root, and its label. */
interface LimitCopy {
  folder: string;
  label: string;
  /** Keep the speculation rules: documents with no app, whose links are loaded ahead. */
  keepSpeculationRules?: boolean;
}

/**
 * This build, a baseline commit's when one is named, and the static limits of this build, for
 * `measure`; the copies are removed after. Each limit's server reads the headers from beside its
 * pages, as a build's does.
 */
async function withComparedSites(
  args: BenchArgs,
  limits: readonly LimitCopy[],
  measure: (sites: NavigationSite[]) => Promise<void>,
) {
  const snapshot = snapshotBuild();
  const limitRoot = mkdtempSync(join(tmpdir(), "bench-static-limit-"));
  try {
    const sites: NavigationSite[] = [{ label: describeCheckout(), clientDir: snapshot.clientDir }];
    if (args.baseline) {
      const baseline = await prepareBaseline(args.baseline);
      sites.push({ label: args.baseline, clientDir: baseline.clientDir, startSite: baseline.startSite });
    }
    for (const { folder, label, keepSpeculationRules = false } of limits) {
      await writeStaticLimitCopy(snapshot.clientDir, join(limitRoot, folder, "client"), { keepSpeculationRules });
      cpSync(join(snapshot.clientDir, "..", "server-config.json"), join(limitRoot, folder, "server-config.json"));
      sites.push({ label, clientDir: join(limitRoot, folder, "client") });
    }
    await measure(sites);
  } finally {
    rmSync(limitRoot, { recursive: true, force: true });
    snapshot.remove();
  }
}

/**
 * `--only navigation`: the next page after a click, warm cache, on this build, a baseline commit's
 * when named, and this build's static limit (plain links between documents, no script at all).
 */
async function benchNavigation(args: BenchArgs) {
  const limits = [
    { folder: "limit", label: "static limit" },
    { folder: "limit-speculated", label: "static limit + rules", keepSpeculationRules: true },
  ];
  await withComparedSites(args, limits, async (sites) => {
    console.log(`# The next page after a click ${new Date().toISOString()}`);
    console.log(`Machine: ${cpus().length} cores, Node ${process.version}; load average ${loadAverage()}.\n`);
    const figures = await measureNextPage(sites, args.runs);
    console.log(`\n${formatNextPage(figures)}`);
    console.log(`\nLoad average now ${loadAverage()}.`);
    writeFigures(args.jsonFile, { navigation: figures });
  });
}

/** `--only visit`: a whole visit of each page on this build, a baseline commit's, and the static limit. */
async function benchFullVisits(args: BenchArgs) {
  await withComparedSites(args, [{ folder: "limit", label: "static limit" }], async (sites) => {
    console.log(`# A whole visit ${new Date().toISOString()}`);
    console.log(`Machine: ${cpus().length} cores, Node ${process.version}; load average ${loadAverage()}.\n`);
    const figures = await measureFullVisits(sites, args.runs);
    console.log(`\n${formatFullVisits(figures, "static limit")}`);
    console.log(`\nLoad average now ${loadAverage()}.`);
    writeFigures(args.jsonFile, { visits: figures });
  });
}

/** `--only server`: this commit's server under load, beside a baseline commit's when one is named. */
async function benchServer(rounds: number, baselineCommit: string | undefined, jsonFile: string | undefined) {
  if (!existsSync(CLIENT_DIR)) throw new Error(`No build at ${CLIENT_DIR}: run \`npm run build\` first.`);
  const servers: ServerUnderLoad[] = [{ ...thisCommit, label: describeCheckout() }];
  if (baselineCommit) {
    const baseline = await prepareBaseline(baselineCommit);
    servers.push({ label: baselineCommit, clientDir: baseline.clientDir, startSite: baseline.startSite });
  }
  const cpu = cpus();
  console.log(`# The server under load ${new Date().toISOString()}`);
  console.log(`Machine: ${cpu.length} cores, Node ${process.version}; load average ${loadAverage()}.\n`);
  const result = await measureServerLoad(servers, { rounds });
  console.log(formatServerLoad(result));
  writeFigures(jsonFile, { serverLoad: result });
}

/** `--only builds`: the real site's build, then each large build, and how they compare. */
async function benchBuilds(largeSizes: readonly number[], jsonFile: string | undefined) {
  const cpu = cpus();
  // The machine may be shared: the load before each build says how far to trust its time.
  console.log(`# Builds ${new Date().toISOString()}`);
  console.log(
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), ${mb(totalmem())} memory, Node ${process.version}.`,
  );
  console.log(`Building the site… (load average ${loadAverage()})`);
  const realBuild = await timeRealBuild();
  console.log(`Synthetic datasets… (load average ${loadAverage()})`);
  const large = await timeLargeBuilds(DATASET_DIR, largeSizes);
  console.log(`\n## Builds (npm run build: React Router's build, then precompression; load average now ${loadAverage()})\n`);
  console.log(formatBuilds(realBuild, large));
  writeFigures(jsonFile, { realBuild, large });
}

/** `--only rebuilds`: what a publish changes, and what the compression cache saves. */
async function benchRebuilds(runs: number, largeSizes: readonly number[], jsonFile: string | undefined) {
  const cpu = cpus();
  console.log(`# Rebuilds ${new Date().toISOString()}`);
  console.log(`Machine: ${cpu.length} cores, Node ${process.version}; load average ${loadAverage()}.`);
  const figures = await measureRebuilds(DATASET_DIR, runs, largeSizes);
  console.log(`\n## What a publish changes (load average now ${loadAverage()})\n`);
  console.log(formatRebuilds(figures));
  writeFigures(jsonFile, { ...figures });
}

/** `--only publish`: signed publish to new text served on the site's own server, under a steady visitor. */
async function benchPublishes(runs: number, largeSizes: readonly number[], jsonFile: string | undefined) {
  const cpu = cpus();
  console.log(`# Publishes ${new Date().toISOString()}`);
  console.log(`Machine: ${cpu.length} cores, Node ${process.version}; load average ${loadAverage()}.`);
  const figures = await measurePublishes(DATASET_DIR, runs, largeSizes);
  console.log(`\n## Publish to live on the site's own server\n`);
  console.log(formatPublishes(figures));
  writeFigures(jsonFile, { publishes: figures });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
