import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "./args";
import { pageKind } from "./budgets";
import type { RunFigures } from "./lighthouse-run";
import { missedTargets } from "./targets";
import { formatKindRows, kindRows } from "./kind-table";
import type { PageWeight } from "./page-weights";
import { oneRouteOfEachKind, routeKind, type RouteKind } from "./route-kinds";
import { firstLoadScripts, inlineScriptBytes, stylesheets } from "./first-load-js";
import { stripJavaScript, writeStaticLimitCopy } from "./static-limit";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { median, medianInterval, ratio } from "./stats";
import { baselineView, pairedRatios } from "./measure-pages";
import { withExtraArticles } from "./synthetic-dataset";
import { buildAccount } from "./publish";
import { buildPhases } from "./build-timer";
import { formatBuilds } from "./large-builds";
import { diffTrees, differing, digestTree } from "./tree-diff";
import { hydrationFilesOf, pageFiles } from "./page-files";
import { withClaimWording } from "./claim-edit";
import { formatServerLoad } from "./server-load";
import { CLUSTER_DEFAULTS, clusterTargets, formatCluster, type ClusterResult } from "./cluster";

const PAGE = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/root-a.js"/><link rel="stylesheet" href="/assets/root-b.css"/>
<script>document.documentElement.dataset.currency="gbp"</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>Title</h1>
<script type="module" async="">import "/assets/manifest-c.js"; import * as route0 from "/assets/root-a.js"; import("/assets/entry.client-d.js");</script>
</body></html>`;

/** The arguments' flags when --only names no part: the whole bench runs. */
const NO_PART_ALONE = {
  serverOnly: false,
  buildsOnly: false,
  rebuildsOnly: false,
  publishOnly: false,
  clusterOnly: false,
  previewOnly: false,
  pagesOnly: false,
  navigationOnly: false,
  visitOnly: false,
  testsOnly: false,
  imagesOnly: false,
};

describe("npm run bench arguments", () => {
  it("defaults to 3 runs, a build and datasets of 1,000 and 5,000 extra articles; --skip-large and --runs change that", () => {
    expect(parseArgs([])).toEqual({
      help: false,
      runs: 3,
      routes: "all",
      largeSizes: [1000, 5000],
      build: true,
      ...NO_PART_ALONE,
    });
    expect(parseArgs(["--routes", "six"])).toMatchObject({ routes: "six" });
    expect(() => parseArgs(["--routes", "some"])).toThrow(UsageError);
    expect(parseArgs(["--only", "pages", "--routes", "/,/get-in-touch"])).toMatchObject({
      routes: { paths: ["/", "/get-in-touch"] },
    });
    expect(() => parseArgs(["--routes", "/,get-in-touch"])).toThrow(UsageError);
    expect(parseArgs(["--only", "server"])).toMatchObject({ serverOnly: true, buildsOnly: false });
    expect(parseArgs(["--only", "builds", "--large", "1000,5000"])).toMatchObject({
      buildsOnly: true,
      serverOnly: false,
      largeSizes: [1000, 5000],
    });
    expect(parseArgs(["--only", "rebuilds", "--runs", "5"])).toMatchObject({ rebuildsOnly: true, buildsOnly: false, runs: 5 });
    expect(parseArgs(["--only", "publish", "--large", "5000"])).toMatchObject({ publishOnly: true, largeSizes: [5000] });
    expect(parseArgs(["--only", "cluster"])).toMatchObject({ clusterOnly: true, serverOnly: false });
    expect(parseArgs(["--only", "preview"])).toMatchObject({ previewOnly: true, clusterOnly: false });
    expect(parseArgs(["--only", "tests", "--runs", "2"])).toMatchObject({ testsOnly: true, runs: 2, pagesOnly: false });
    expect(parseArgs(["--only", "images", "--baseline", "4a6ba38"])).toMatchObject({ imagesOnly: true, baseline: "4a6ba38" });
    expect(() => parseArgs(["--only", "lighthouse"])).toThrow(UsageError);
    expect(parseArgs(["--runs", "1", "--skip-large", "--skip-build"])).toEqual({
      help: false,
      runs: 1,
      routes: "all",
      largeSizes: [],
      build: false,
      ...NO_PART_ALONE,
    });
    expect(parseArgs(["--large", "1000,5000"])).toMatchObject({ largeSizes: [1000, 5000] });
  });

  it("refuses nonsense rather than measuring something else", () => {
    expect(() => parseArgs(["--runs", "0"])).toThrow(UsageError);
    expect(() => parseArgs(["--fast"])).toThrow(UsageError);
  });

  it("measures the pages or the next page after a click alone, over one route of each kind if asked", () => {
    expect(parseArgs(["--only", "pages", "--routes", "kinds"])).toMatchObject({
      pagesOnly: true,
      routes: "kinds",
      serverOnly: false,
    });
    expect(parseArgs(["--only", "navigation", "--runs", "5"])).toMatchObject({ navigationOnly: true, pagesOnly: false, runs: 5 });
    expect(parseArgs(["--only", "visit", "--runs", "2"])).toMatchObject({ visitOnly: true, navigationOnly: false, runs: 2 });
  });

  it("compares the server, the pages, the navigation or npm test with a baseline commit, and nothing else", () => {
    for (const only of ["pages", "navigation", "visit", "tests", "images"])
      expect(parseArgs(["--only", only, "--baseline", "a646ec4"])).toMatchObject({ baseline: "a646ec4" });
    expect(parseArgs(["--only", "server", "--baseline", "40be864", "--runs", "5"])).toMatchObject({
      serverOnly: true,
      baseline: "40be864",
      runs: 5,
    });
    expect(parseArgs(["--only", "server"])).not.toHaveProperty("baseline");
    expect(() => parseArgs(["--baseline", "40be864"])).toThrow(/with --only server, pages, navigation, visit, tests or images/);
    expect(() => parseArgs(["--only", "cluster", "--baseline", "main"])).toThrow(UsageError);
    expect(() => parseArgs(["--only", "server", "--baseline", "main; rm -rf /"])).toThrow(/a commit, branch or tag/);
  });
});

describe("the server against a baseline", () => {
  const figures = (requestsPerSecond: number, p99Ms: number) => ({
    requestsPerSecond,
    p50Ms: 5,
    p99Ms,
    requests: 1000,
    failed: 0,
  });
  it("prints both servers' rows and their ratio for each endpoint, with the load average", () => {
    const text = formatServerLoad({
      servers: [
        {
          label: "this commit",
          enquiries: { ...figures(3000, 9), stored: 9000 },
          pages: figures(8000, 12),
          enquiryRounds: [3000, 2000, 3100],
          pageRounds: [8000, 4000, 8100],
        },
        {
          label: "40be864",
          enquiries: { ...figures(3100, 8), stored: 9300 },
          pages: figures(8400, 12),
          enquiryRounds: [3100, 2500, 3000],
          pageRounds: [8400, 4000, 8000],
        },
      ],
      enquiryConnections: 10,
      pageConnections: 50,
      seconds: 5,
      rounds: 3,
      loadAverage: { start: 1.2, end: 1.5 },
    });
    expect(text).toContain("servers alternating");
    expect(text).toMatch(/\| this commit \| POST \/api\/enquiries[^\n]*\| 3,000 \| 5 ms \| 9 ms \|/);
    expect(text).toMatch(/\| 40be864 \| POST \/api\/enquiries[^\n]*\| 3,100 \|/);
    expect(text).toMatch(/ratio\*\* \(this commit ÷ 40be864\) \| POST[^\n]*\*\*0\.97×\*\*[^\n]*\*\*1\.13×\*\*/);
    expect(text).toMatch(/ratio\*\* \(this commit ÷ 40be864\) \| GET[^\n]*\*\*0\.95×\*\*[^\n]*\*\*1\.00×\*\*/);
    expect(text).toContain("1.2 before the first round, 1.5 after the last");
    // Rounds 3000/3100, 2000/2500, 3100/3000 → 0.97, 0.80, 1.03: median 0.97. Pages 0.95, 1.00, 1.01.
    expect(text).toContain("median of each round's ratio): enquiries 0.97×, page 1.00×");
  });
});

describe("the static limit", () => {
  it("removes every script and module preload but keeps markup, CSS and structured data", () => {
    const stripped = stripJavaScript(PAGE);
    expect(stripped).not.toMatch(/modulepreload|<script>|type="module"|import/);
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/root-b.css"/>');
    expect(stripped).toContain("<h1>Title</h1>");
  });

  it("is the page a first visit sees: <html> marked as the head script marks it, so controls shown with scripts are drawn", () => {
    expect(stripJavaScript(PAGE)).toMatch(/^<!DOCTYPE html><html data-scripts="on"><head>/);
    const marked = stripJavaScript(PAGE.replace("<html>", '<html lang="en-GB" data-scripts="on">'));
    expect(marked.match(/data-scripts/g)).toHaveLength(1);
  });

  it("keeps the speculation rules only when asked: plain links between documents, loaded ahead", () => {
    const rules = `<script type="speculationrules">{"prerender":[]}</script>`;
    expect(stripJavaScript(PAGE + rules)).not.toContain("speculationrules");
    const kept = stripJavaScript(PAGE + rules, { keepSpeculationRules: true });
    expect(kept).toContain(rules);
    expect(kept).not.toMatch(/modulepreload|<script>|type="module"/);
  });

  it("serves the stripped page even to a browser that takes the precompressed copy", async () => {
    const root = mkdtempSync(join(tmpdir(), "static-limit-test-"));
    try {
      const build = join(root, "build");
      mkdirSync(join(build, "blog"), { recursive: true });
      const page = PAGE + `<p>${"Long enough to be worth compressing. ".repeat(60)}</p>`;
      writeFileSync(join(build, "blog", "index.html"), page);
      writeFileSync(join(build, "blog", "index.html.br"), "the build's copy, scripts and all");
      writeFileSync(join(build, "blog", "index.html.gz"), "the build's copy, scripts and all");
      expect(await writeStaticLimitCopy(build, join(root, "limit"))).toBe(1);
      const copy = (name: string) => readFileSync(join(root, "limit", "blog", name));
      expect(brotliDecompressSync(copy("index.html.br")).toString()).toBe(stripJavaScript(page));
      expect(gunzipSync(copy("index.html.gz")).toString()).toBe(stripJavaScript(page));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("first-load JavaScript", () => {
  it("lists preloaded and imported chunks once each, and the stylesheets", () => {
    const modules: Record<string, string> = {
      "/assets/root-a.js": 'import{a as b}from"./shared-e.js";',
      "/assets/manifest-c.js": "window.__manifest={}",
      "/assets/entry.client-d.js": 'import"./shared-e.js";import{x}from"/assets/react-f.js";',
      "/assets/shared-e.js": 'export const a=1;const lazy=()=>import("./lazy-g.js");',
      "/assets/react-f.js": "export const x=1",
    };
    expect(firstLoadScripts(PAGE, (url) => modules[url]!)).toEqual([
      "/assets/root-a.js",
      "/assets/shared-e.js",
      "/assets/manifest-c.js",
      "/assets/entry.client-d.js",
      "/assets/react-f.js",
    ]);
    expect(stylesheets(PAGE)).toEqual(["/assets/root-b.css"]);
  });

  it("follows the deferred bootstrap, which names route modules as data, but not the hydration data", () => {
    const page = `<script>(function(){var routes=[{"id":"root","files":["/assets/root-a.js"]}];var data=fetch("/assets/hydration/x.txt");
window.__reactRouterContext.stream=data;import("/assets/entry.client-d.js")})()</script>
<script>window.__reactRouterContext.streamController.enqueue("[\\"/assets/not-code.js\\"]")</script>`;
    const modules: Record<string, string> = { "/assets/root-a.js": "", "/assets/entry.client-d.js": "" };
    expect(firstLoadScripts(page, (url) => modules[url]!)).toEqual(["/assets/root-a.js", "/assets/entry.client-d.js"]);
  });

  it("leaves out the code of blocks loaded when seen (not their wrapper), and lists what they add on their own", () => {
    const page = `<script>import("/assets/root-a.js")</script>
<script id="page-block-types" type="application/json">["faq","contactForm"]</script>
<div class="hydrate-when-seen" data-block-type="contactForm"><!--$--><form></form><!--/$--></div>`;
    const modules: Record<string, string> = {
      "/assets/root-a.js": 'import"./blocks-b.js";',
      "/assets/blocks-b.js":
        'import"./shared-c.js";const r={faq:async()=>F,contactForm:()=>import("./contact-form-d.js").then(m=>m.C)};' +
        'const w=()=>import("./hydrate-when-seen-f.js");',
      "/assets/hydrate-when-seen-f.js": 'import"./shared-c.js";',
      "/assets/shared-c.js": "export const a=1",
      "/assets/contact-form-d.js": 'import"./shared-c.js";import"./rules-e.js";',
      "/assets/rules-e.js": "export const b=1",
    };
    const later: string[] = [];
    expect(firstLoadScripts(page, (url) => modules[url]!, later)).toEqual([
      "/assets/root-a.js",
      "/assets/blocks-b.js",
      "/assets/shared-c.js",
      "/assets/hydrate-when-seen-f.js",
    ]);
    expect(later).toEqual(["/assets/contact-form-d.js", "/assets/rules-e.js"]);
  });

  it("counts inline scripts the browser runs, not structured data", () => {
    expect(inlineScriptBytes(PAGE)).toBe(
      'document.documentElement.dataset.currency="gbp"'.length +
        'import "/assets/manifest-c.js"; import * as route0 from "/assets/root-a.js"; import("/assets/entry.client-d.js");'
          .length,
    );
  });
});

describe("statistics", () => {
  it("takes the median of odd and even counts and ignores missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeUndefined();
    expect(ratio(1500, 1000)).toBe(1.5);
    expect(ratio(1, 0)).toBeUndefined();
  });

  it("gives the runs' median an interval that holds whatever their distribution, and none from too few runs", () => {
    // Nine runs: the 2nd and 8th smallest (96 % two-sided); seven: the smallest and largest (98 %).
    expect(medianInterval([9, 1, 8, 2, 7, 3, 6, 4, 5])).toEqual([2, 8]);
    expect(medianInterval([1.2, 0.9, 1.0, 1.1, 0.95, 1.05, 1.3])).toEqual([0.9, 1.3]);
    expect(medianInterval([1, 2, 3, 4, 5])).toBeUndefined();
    expect(medianInterval([1, 2, 3, 4, 5], 0.9)).toEqual([1, 5]);
  });
});

describe("the synthetic dataset", () => {
  it("adds the requested number of articles with new ids and slugs, keeping the rest", () => {
    const source = [
      { _id: "a1", _type: "article", title: "One", slug: { _type: "slug", current: "one" }, body: [] },
      { _id: "s1", _type: "siteSettings" },
    ]
      .map((doc) => JSON.stringify(doc))
      .join("\n");
    const docs = withExtraArticles(source, 3)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(docs).toHaveLength(5);
    const copies = docs.filter((doc) => doc._id.startsWith("synthetic-"));
    expect(copies.map((doc) => doc.slug.current)).toEqual(["one-copy-1", "one-copy-2", "one-copy-3"]);
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(5);
  });

  it("spreads the copies' publishing dates back over time, ten a day", () => {
    const source = JSON.stringify({ _id: "a1", _type: "article", publishedAt: "2026-03-01", slug: { current: "one" } });
    const dates = withExtraArticles(source, 21)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).publishedAt);
    expect(dates.slice(1, 3)).toEqual(["2026-02-28", "2026-02-28"]);
    expect(dates.at(-1)).toBe("2026-02-26");
  });
});

describe("the publish benchmark's account of each build", () => {
  it("reads the pages rendered again and every phase from the build's last line", () => {
    const line =
      "Built in 3.1 s from /x (same code): 13 of 5088 paths' loaders run (14 reads reached by the edit, 13 answering differently), " +
      "13 paths rendered again, 0 removed; precompressed 26 files (26 compressed, 0 from the cache), 8 inline scripts allowed by hash " +
      "(paths 1.0 s, link 0.6 s, render 0.5 s, compress 0.0 s).";
    expect(buildAccount(line)).toEqual({ rendered: 13, phases: { paths: 1000, link: 600, render: 500, compress: 0 } });
    expect(buildAccount(undefined)).toEqual({ rendered: undefined, phases: {} });
  });
});

/** One Lighthouse run's figures, meeting every target unless `overrides` say otherwise. */
const lighthouseRun = (overrides: Partial<RunFigures>): RunFigures => ({
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcp: 900,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  mainThreadMs: 400,
  scriptMs: 0,
  jsBytes: 0,
  totalBytes: 0,
  failing: [],
  benchmarkIndex: 1500,
  ...overrides,
});

describe("budgets and targets", () => {
  it("sorts pages into kinds by path", () => {
    expect(pageKind("/blog/how-long-does-seo-take")).toBe("article");
    expect(pageKind("/login")).toBe("client area");
    expect(pageKind("/services/content-creation")).toBe("content");
    expect(pageKind("/")).toBe("content");
  });

  it("names each Lighthouse target a route misses, with its figure", () => {
    const limit = lighthouseRun({ lcp: 1000 });
    // At the limit, as printed (1.004× reads 1.00×), and main-thread work up to 1.15× the limit's.
    expect(missedTargets({ path: "/", ours: lighthouseRun({ lcp: 1004, mainThreadMs: 460 }), limit })).toEqual([]);
    expect(
      missedTargets({
        path: "/",
        ours: lighthouseRun({
          lcp: 1200,
          tbt: 45,
          cls: 0.02,
          mainThreadMs: 800,
          scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 },
        }),
        limit,
      }),
    ).toEqual(["performance 97", "LCP 1.20× the limit", "main thread 2.00× the limit", "TBT 45 ms", "CLS 0.020"]);
    expect(missedTargets({ path: "/", ours: lighthouseRun({ tbt: 1 }), limit })).toEqual(["TBT 1 ms"]);
  });

  it("pairs each run with the limit's run beside it, and says whether the runs show a ratio over its target", () => {
    const runs = (lcps: number[]) => lcps.map((lcp) => lighthouseRun({ lcp }));
    // The host slows down run by run: the pairs keep the ratio, the medians of each side lose it.
    const limitRuns = runs([1000, 1100, 1200, 1300, 1400, 1500, 1600]);
    const paired = pairedRatios(runs([1050, 1100, 1260, 1300, 1540, 1500, 1680]), limitRuns);
    expect(paired.lcp.map((value) => value.toFixed(2))).toEqual(["1.05", "1.00", "1.05", "1.00", "1.10", "1.00", "1.05"]);
    const limit = lighthouseRun({});
    expect(missedTargets({ path: "/", ours: lighthouseRun({}), limit, paired })).toEqual([
      "LCP 1.05× (1.00–1.10×) the limit: the 95 % interval reaches 1.00×, so the runs do not show it over",
    ]);
    const slower = pairedRatios(runs([1100, 1160, 1300, 1400, 1500, 1600, 1700]), limitRuns);
    expect(missedTargets({ path: "/", ours: lighthouseRun({}), limit, paired: slower })).toEqual([
      "LCP 1.07× (1.05–1.10×) the limit: over in the whole 95 % interval",
    ]);
  });

  it("says when a missed SEO score is a page's own request not to be indexed, and only then", () => {
    const limit = lighthouseRun({});
    const seo69 = { performance: 100, accessibility: 100, "best-practices": 100, seo: 69 };
    expect(
      missedTargets({ path: "/login", ours: lighthouseRun({ scores: seo69, failing: ["seo: is-crawlable (1/1)"] }), limit }),
    ).toEqual(["seo 69 (noindex on purpose)"]);
    expect(
      missedTargets({
        path: "/",
        ours: lighthouseRun({ scores: seo69, failing: ["seo: is-crawlable (1/1)", "seo: document-title (1/1)"] }),
        limit,
      }),
    ).toEqual(["seo 69"]);
  });
});

describe("targets per kind of page", () => {
  const weight = (path: string, jsBrotli: number): PageWeight => ({
    path,
    kind: pageKind(path),
    jsBrotli,
    jsGzip: jsBrotli,
    whenSeenJsBrotli: 0,
    cssBrotli: 0,
    overBudget: [],
  });

  it("sorts every route into the kind of page a visitor meets", () => {
    expect(routeKind("/", "page")).toBe("home");
    expect(routeKind("/services/blogger-outreach", "service")).toBe("service");
    expect(routeKind("/white-label", "personaPage")).toBe("persona");
    expect(routeKind("/blog/x", "article")).toBe("article");
    expect(routeKind("/blog", "page")).toBe("blog index");
    expect(routeKind("/about-us/eleanor-hughes", "teamMember")).toBe("about / member");
    expect(routeKind("/get-in-touch", "page")).toBe("get in touch");
    expect(routeKind("/terms", "page")).toBe("legal");
    expect(routeKind("/content/sleep-infographic", "page")).toBe("infographic");
    expect(routeKind("/sitemap", undefined)).toBe("other page");
    expect(routeKind("/login", "page")).toBe("client area");
    const kinds = new Map([
      ["/", "home"],
      ["/services/a", "service"],
      ["/services/blogger-outreach", "service"],
    ] as const);
    expect(oneRouteOfEachKind(kinds, ["/services/blogger-outreach"])).toEqual(["/", "/services/blogger-outreach"]);
  });

  it("marks a kind as missing a target when any route of it does, and says how many", () => {
    const limit = lighthouseRun({ mainThreadMs: 400, lcp: 1000 });
    const pages = [
      { path: "/blog/a", ours: lighthouseRun({ mainThreadMs: 440 }), limit },
      { path: "/blog/b", ours: lighthouseRun({ mainThreadMs: 800, tbt: 120, lcp: 1100 }), limit },
      { path: "/terms", ours: lighthouseRun({ mainThreadMs: 420, scriptMs: 12 }), limit: { ...limit, scriptMs: 3 } },
    ];
    const kinds = new Map<string, RouteKind>([
      ["/blog/a", "article"],
      ["/blog/b", "article"],
      ["/terms", "legal"],
    ]);
    const rows = kindRows(pages, [weight("/blog/a", 4 * 1024), weight("/blog/b", 103 * 1024), weight("/terms", 9 * 1024)], kinds);
    expect(rows.map((row) => [row.kind, row.missed])).toEqual([
      ["article", ["JS 1/2 over", "main thread 1/2 over", "LCP 1/2 over", "TBT 1/2 over"]],
      ["legal", []],
    ]);
    expect(rows[0]).toMatchObject({ routes: 2, mainThreadRatio: 1.55, mainThreadRatioMax: 2, jsBudget: 5 * 1024 });
    const table = formatKindRows(rows);
    expect(table).toContain(
      "| legal | 1 | 9.0 KB (9.0 KB) | 10.0 KB | 420 ms / 400 ms | 1.05× (1.05×) | 12 ms / 3 ms | 1.00× (1.00×) | 100 | 0 ms | pass |",
    );
    expect(table).toContain("**fail**: JS 1/2 over");
  });

  it("reads a baseline's figures against this commit's static limit", () => {
    const limit = lighthouseRun({ mainThreadMs: 400 });
    const pages = [
      { path: "/terms", ours: lighthouseRun({ mainThreadMs: 400 }), limit, baseline: lighthouseRun({ mainThreadMs: 900 }) },
    ];
    const kinds = new Map<string, RouteKind>([["/terms", "legal"]]);
    expect(kindRows(pages, [], kinds, baselineView)[0]).toMatchObject({ mainThreadRatio: 2.25 });
  });
});

describe("build timings", () => {
  it("reads the phases from the build's last line", () => {
    expect(
      buildPhases(
        "…\nBuilt in 58.3 s: React Router build 46.1 s, precompressed 10231 files in 11.0 s, _headers for 5086 pages.\n",
      ),
    ).toEqual({ reactRouterMs: 46_100, precompressMs: 11_000 });
    expect(buildPhases("a build that said nothing")).toEqual({});
  });

  it("reports per-page time, its ratio at the largest size to the real site's, and peak memory against the targets", () => {
    const real = { ms: 7_000, pages: 85, peakRssBytes: 500 * 1024 ** 2, reactRouterMs: 6_000, precompressMs: 1_000 };
    const large = [
      { extraArticles: 1000, ms: 17_000, pages: 1085, peakRssBytes: 700 * 1024 ** 2 },
      { extraArticles: 5000, ms: 60_000, pages: 5085, peakRssBytes: 1000 * 1024 ** 2 },
    ];
    const report = formatBuilds(real, large);
    expect(report).toContain("| Real site | 85 | 7.0 s | 6.0 s | 1.0 s | 82 ms | 500 MB |");
    expect(report).toContain("| +5000 articles | 5085 | 60.0 s | n/a | n/a | 12 ms | 1000 MB |");
    expect(report).toContain(
      "Per-page time with +5000 articles is 0.14× the real site's (target ≤ 1.5×: met); peak memory 1000 MB (target < 1536 MB: met).",
    );
    expect(formatBuilds(real, [{ ...large[1]!, ms: 700_000 }])).toContain("(target ≤ 1.5×: NOT met)");
  });
});

describe("comparing two builds", () => {
  function tree(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "bench-tree-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  it("names every file a host would upload or delete, and none that are the same bytes", () => {
    const before = tree({ "index.html": "a", "services/seo/index.html": "b", "assets/hydration/old.txt": "c", _headers: "h" });
    const after = tree({ "index.html": "a", "services/seo/index.html": "B", "assets/hydration/new.txt": "C", _headers: "h" });
    const diff = diffTrees(digestTree(before), digestTree(after));
    expect(diff).toEqual({
      changed: ["services/seo/index.html"],
      added: ["assets/hydration/new.txt"],
      removed: ["assets/hydration/old.txt"],
    });
    expect(differing(diff)).toEqual(["assets/hydration/new.txt", "assets/hydration/old.txt", "services/seo/index.html"]);
    expect(differing(diffTrees(digestTree(before), digestTree(before)))).toEqual([]);
  });

  it("knows which files belong to a page: its HTML, its .data, the hydration file it names, and their copies", () => {
    expect(pageFiles("/services/seo")).toEqual([
      "services/seo/index.html",
      "services/seo/index.html.br",
      "services/seo/index.html.gz",
      "services/seo.data",
      "services/seo.data.br",
      "services/seo.data.gz",
    ]);
    expect(pageFiles("/").slice(0, 4)).toEqual(["index.html", "index.html.br", "index.html.gz", "_root.data"]);
    expect(hydrationFilesOf('<script type="application/json">{"hydrationData":"/assets/hydration/Ab-c_1.txt"}</script>')).toEqual(
      ["assets/hydration/Ab-c_1.txt", "assets/hydration/Ab-c_1.txt.br", "assets/hydration/Ab-c_1.txt.gz"],
    );
  });

  it("edits one claim's wording and nothing else, moving its date no later than the dataset's newest", () => {
    const dataset = [
      { _id: "claim-a", _type: "claim", wording: "old", _updatedAt: "2026-01-01T00:00:00Z" },
      { _id: "page-b", _type: "page", _updatedAt: "2026-11-01T09:00:00Z" },
    ]
      .map((doc) => JSON.stringify(doc))
      .join("\n");
    const edited = withClaimWording(dataset, "claim-a", "new")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(edited).toEqual([
      { _id: "claim-a", _type: "claim", wording: "new", _updatedAt: "2026-11-01T09:00:00Z" },
      { _id: "page-b", _type: "page", _updatedAt: "2026-11-01T09:00:00Z" },
    ]);
    expect(() => withClaimWording(dataset, "claim-z", "new")).toThrow(/claim-z/);
  });
});

describe("the cluster bench's targets", () => {
  const passing: ClusterResult = {
    settings: CLUSTER_DEFAULTS,
    cores: 2,
    loadBefore: [1, 1, 1],
    loadAfter: [1, 1, 1],
    seconds: 9,
    enquiriesPerSecond: 662,
    p50Ms: 41,
    p99Ms: 124,
    failovers: 16,
    answered201: 6_010,
    missing: 0,
    stored: 6_010,
    distinctSubmissionKeys: 6_010,
    distinctKeysReceived: 6_010,
    duplicateDeliveries: 10,
    duplicatesSameKey: true,
    drainedAfterSeconds: 1.6,
    limit201: 10,
    limit429: 20,
  };
  const missed = (result: ClusterResult) =>
    clusterTargets(result)
      .filter((target) => !target.met)
      .map((target) => target.target);

  it("are all met by a run that stored and delivered everything once, fast enough", () => {
    expect(missed(passing)).toEqual([]);
    expect(formatCluster(passing)).not.toContain("NOT MET");
  });

  it("name each shortfall: a lost enquiry, a second copy stored, a slow drain, too many repeats, a leaky limit, speed", () => {
    expect(missed({ ...passing, missing: 1 })).toEqual(["every enquiry answered 201 is stored"]);
    expect(missed({ ...passing, stored: 6_011, distinctSubmissionKeys: 6_010 })).toEqual([
      "stored = distinct submission keys = distinct keys received",
      "every enquiry answered 201 once, stored once",
    ]);
    expect(missed({ ...passing, drainedAfterSeconds: 10.5 })).toEqual(["nothing pending within lease + 5 s (10 s)"]);
    expect(missed({ ...passing, drainedAfterSeconds: null })).toHaveLength(1);
    expect(missed({ ...passing, duplicateDeliveries: 11 })).toHaveLength(1);
    expect(missed({ ...passing, duplicatesSameKey: false })).toHaveLength(1);
    expect(missed({ ...passing, limit201: 30, limit429: 0 })).toHaveLength(1);
    expect(missed({ ...passing, enquiriesPerSecond: 499, p99Ms: 250 })).toEqual(["≥ 500 enquiries/s", "p99 < 250 ms"]);
  });
});
