/**
 * The next page after a click, warm cache: in Debian Chromium (Playwright), a visitor who has seen
 * both pages before opens one, rests the pointer on a same-site link for a moment, and clicks it.
 * Timed from the click's own timestamp until the next page's largest content is painted:
 * - a new document (a plain link; prefetched or prerendered by the speculation rules, or not):
 *   its largest-contentful-paint entry, counted from its activation when it was prerendered;
 * - the same document (React Router's client navigation): the first frame after the new page's
 *   heading is in the DOM (the browser reports no LCP for a navigation within a document).
 * Each run starts a fresh browser context and loads the next page, then the first, before the
 * click, so the cache holds both; runs alternate between this build and the baseline's.
 *
 * Chromium does not prerender while a DevTools client drives it (its preloading panel says
 * "PrerenderingDisabledByDevTools"), so here a speculation rule's prerender falls back to its
 * prefetch: a visitor's browser, which prerenders, is at least as fast as these figures.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { startSite } from "../../src/server/site/start-site.server";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";
import { ms, table, times } from "./format";
import type { StartSite } from "./server-load";
import { median, ratio } from "./stats";

/** A click from one kind of page to another, along a link the first page shows. */
interface NavigationPair {
  from: string;
  to: string;
}

const NAVIGATION_PAIRS: readonly NavigationPair[] = [
  { from: "/", to: "/services/blogger-outreach" },
  { from: "/services/blogger-outreach", to: "/get-in-touch" },
  { from: "/blog", to: "/blog/should-you-always-target-the-most-competitive-keywords" },
  { from: "/blog/should-you-always-target-the-most-competitive-keywords", to: "/blog" },
];

/** How long the pointer rests on the link before the click: about a visitor's, and past "moderate" eagerness's 200 ms. */
const HOVER_MS = 300;

/** How the next page arrived. */
type NavigationKind = "client" | "document" | "document, prefetched" | "document, prerendered" | "document, from cache";

interface NavigationRun {
  /** From the click to the next page's largest content painted. */
  clickToShownMs: number;
  kind: NavigationKind;
}

/** A build to click through, served by its own commit's server. */
export interface NavigationSite {
  label: string;
  clientDir: string;
  startSite?: StartSite;
}

interface PairFigures extends NavigationPair {
  /** Runs per site, in the order the sites were given. */
  runs: NavigationRun[][];
}

export interface NavigationFigures {
  sites: string[];
  hoverMs: number;
  pairs: PairFigures[];
}

/**
 * Installed in the first page before the click: keeps the click's time in session storage (which
 * the next document of the tab reads), marks this document, and, should the page change within
 * it, notes the first frame after the new page's heading appeared. A string, so that the page runs
 * it exactly as written.
 */
const PROBE = `(([nextPath, heading]) => {
  sessionStorage.removeItem("bench-click");
  sessionStorage.removeItem("bench-shown");
  window.__benchFirstDocument = true;
  document.addEventListener("click", (event) => {
    sessionStorage.setItem("bench-click", String(performance.timeOrigin + event.timeStamp));
  }, { capture: true });
  const observer = new MutationObserver(() => {
    const h1 = document.querySelector("h1");
    if (location.pathname !== nextPath || !h1 || h1.textContent === heading) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => sessionStorage.setItem("bench-shown", String(performance.timeOrigin + performance.now()))));
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
})`;

/** Read in the next page once it has loaded: the time from the click and how the page came. */
const READ_OUTCOME = `(async () => {
  const click = Number(sessionStorage.getItem("bench-click"));
  if (window.__benchFirstDocument) {
    for (let waited = 0; !sessionStorage.getItem("bench-shown") && waited < 10000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    return { clickToShownMs: Number(sessionStorage.getItem("bench-shown")) - click, kind: "client" };
  }
  const navigation = performance.getEntriesByType("navigation")[0];
  const activationStart = navigation.activationStart || 0;
  // Buffered entries arrive through the callback, later ones too; 500 ms lets the last one come.
  const entries = await new Promise((resolve) => {
    const seen = [];
    const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => { seen.push(...observer.takeRecords()); observer.disconnect(); resolve(seen); }, 500);
  });
  const largest = entries.length ? entries[entries.length - 1] : undefined;
  const painted = performance.timeOrigin + Math.max(largest ? largest.startTime : NaN, activationStart);
  const kind = activationStart > 0 ? "document, prerendered"
    : navigation.deliveryType === "navigational-prefetch" ? "document, prefetched"
    : navigation.deliveryType === "cache" ? "document, from cache" : "document";
  return { clickToShownMs: painted - click, kind };
})()`;

/**
 * A build served by its own commit's server, which reads the build's headers from beside it. The
 * enquiry store is in memory: whatever a bench sends is kept nowhere.
 */
export async function serveSite(site: NavigationSite, enquiriesPerMinute = 10) {
  const running = await (site.startSite ?? startSite)({
    root: site.clientDir,
    dbUrl: ":memory:",
    destinations: [],
    enquiriesPerMinute,
  });
  return { origin: running.url, close: () => running.close() };
}

/** Waits until the first page has done what it does on load (the app, when there is one, has hydrated). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  const hasApp = await page.evaluate(`document.querySelector('script[type="module"]') !== null`);
  if (hasApp) await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 });
}

/** One click from `pair.from` to `pair.to` on a fresh context with a warm cache. */
async function clickThrough(browser: Browser, origin: string, pair: NavigationPair): Promise<NavigationRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${pair.to}`, { waitUntil: "load" });
    await settle(page);
    await page.goto(`${origin}${pair.from}`, { waitUntil: "load" });
    await settle(page);
    const heading = await page.locator("h1").first().textContent();
    await page.evaluate(`${PROBE}(${JSON.stringify([pair.to, heading])})`);
    const link = page.locator(`a[href="${pair.to}"]:visible`).first();
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    await link.click();
    await page.waitForURL((url) => url.pathname === pair.to);
    await page.waitForLoadState("load");
    const outcome = await page.evaluate<NavigationRun>(READ_OUTCOME);
    if (!Number.isFinite(outcome.clickToShownMs))
      throw new Error(`${pair.from} → ${pair.to}: the next page's paint was not seen (${outcome.kind}).`);
    return outcome;
  } finally {
    await context.close();
  }
}

/** Each pair `runs` times on each site, the sites taking turns run by run. */
export async function measureNextPage(sites: readonly NavigationSite[], runs: number): Promise<NavigationFigures> {
  const servers = await Promise.all(sites.map((site) => serveSite(site)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
  try {
    const pairs: PairFigures[] = [];
    for (const pair of NAVIGATION_PAIRS) {
      const figures: NavigationRun[][] = sites.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`  ${pair.from} → ${pair.to} run ${run}/${runs}:`);
        for (const [index, server] of servers.entries()) {
          const outcome = await clickThrough(browser, server.origin, pair);
          figures[index]!.push(outcome);
          process.stdout.write(` ${sites[index]!.label} ${Math.round(outcome.clickToShownMs)} ms (${outcome.kind})`);
        }
        process.stdout.write("\n");
      }
      pairs.push({ ...pair, runs: figures });
    }
    return { sites: sites.map((site) => site.label), hoverMs: HOVER_MS, pairs };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** How most of a site's runs of a pair arrived (with the count when they differed). */
function usualKind(runs: readonly NavigationRun[]): string {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.kind, (counts.get(run.kind) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  return sorted.length === 1 ? sorted[0]![0] : sorted.map(([kind, count]) => `${kind} ${count}/${runs.length}`).join(", ");
}

export function formatNextPage(figures: NavigationFigures): string {
  const [first, ...others] = figures.sites;
  const header = [
    "Click",
    ...figures.sites.flatMap((site) => [`${site}: to largest paint (median)`, `${site}: how`]),
    ...others.map((other) => `${first} ÷ ${other}`),
  ];
  const rows = figures.pairs.map((pair) => {
    const medians = pair.runs.map((runs) => median(runs.map((run) => run.clickToShownMs)));
    return [
      `${pair.from} → ${pair.to}`,
      ...pair.runs.flatMap((runs, index) => [ms(medians[index]), usualKind(runs)]),
      ...others.map((_, index) => times(ratio(medians[0], medians[index + 1]))),
    ];
  });
  const runs = figures.pairs[0]?.runs[0]?.length ?? 0;
  return [
    `## The next page after a click, warm cache (median of ${runs}; pointer on the link ${figures.hoverMs} ms first)\n`,
    table(header, rows),
    "\nFrom the click to the next page's largest paint: a new document's LCP (from its activation when prerendered); " +
      "within a document (client navigation), the first frame after the new heading appeared. Under automation " +
      "Chromium prefetches what a speculation rule would prerender, so documents here are at most as fast as a visitor's.",
  ].join("\n");
}
