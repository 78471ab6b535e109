/**
 * `--only visit`: what a visitor's phone downloads and runs over a whole visit of a page, not only
 * its first load: load, scroll to the end, open a tab, filter the services, type into the form and
 * send it (decision 0054). Per route and site: the script bytes sent (brotli, as the server sends
 * them, from the first request to the thank-you page), whether any was the framework, and the main
 * thread's busy time until the send (Chromium's own task total), beside the same visit of the page
 * with every script removed (the static limit).
 */
import { brotliCompressSync } from "node:zlib";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";
import { kb, ms, table, times } from "./format";
import { serveSite, type NavigationSite } from "./next-page";
import { median, ratio } from "./stats";

/** The pages a visitor fills in or clicks through: home, a service with tabs and a form, a persona page, get-in-touch, the team, an article. */
const VISIT_ROUTES = [
  "/",
  "/services/blogger-outreach",
  "/white-label",
  "/get-in-touch",
  "/about-us",
  "/blog/should-you-always-target-the-most-competitive-keywords",
] as const;
/** More than the form's minimum fill time: a person typing. */
const TYPING_PAUSE_MS = 2_800;

interface VisitRun {
  scriptBrotli: number;
  scripts: number;
  framework: boolean;
  mainThreadMs: number;
  sent: boolean;
}

export interface VisitFigures {
  sites: string[];
  routes: { path: string; runs: VisitRun[][] }[];
}

/** What `file` weighs as the server sends it: its precompressed brotli copy, or compressed now. */
function brotliSize(clientDir: string, path: string): number {
  const file = join(clientDir, decodeURIComponent(path));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? brotliCompressSync(readFileSync(file)).length : 0;
}

/** The framework's chunks of a build, as its islands note names them (none before that note listed them). */
function frameworkFiles(clientDir: string): Set<string> {
  const note = join(clientDir, "..", "islands-entry.json");
  const listed = existsSync(note) ? (JSON.parse(readFileSync(note, "utf8")) as { framework?: string[] }).framework : undefined;
  if (listed) return new Set(listed);
  // An older build: its framework chunk is named so (vite.config.ts groups it).
  return new Set<string>(["framework"]);
}

/**
 * Chromium's main-thread task time of the page from now on: `Performance.enable` starts the count,
 * so this is called before the page is opened; the returned function reads it.
 */
async function countMainThread(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  return async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0) * 1000;
  };
}

/** The visit itself: scroll to the end, open each tab set's last tab, filter, fill in the form and send it. */
async function visit(page: Page, mainThreadSoFar: () => Promise<number>): Promise<{ mainThreadMs: number; sent: boolean }> {
  await page.keyboard.press("Shift");
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  for (const tab of await page.locator('[role="tablist"] [role="tab"]:last-child:visible').all()) await tab.click();
  const filter = page.getByLabel("Filter services");
  if (await filter.isVisible().catch(() => false)) await filter.first().fill("link");
  const form = page
    .locator("form")
    .filter({ has: page.getByLabel("Message") })
    .first();
  const hasForm = (await form.count()) > 0;
  if (hasForm) {
    await form.getByLabel("Name").fill("Bench Visitor");
    await form.getByLabel("Email").fill("bench@example.co.uk");
    await form.getByLabel("Message").fill("A whole visit of the page, measured by the bench.");
    await page.waitForTimeout(TYPING_PAUSE_MS);
  }
  await page.waitForLoadState("networkidle");
  const busy = await mainThreadSoFar();
  if (hasForm) {
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/thank-you/, { timeout: 20_000 });
    await page.waitForLoadState("networkidle");
  }
  return { mainThreadMs: busy, sent: hasForm };
}

async function oneVisit(browser: Browser, origin: string, clientDir: string, path: string): Promise<VisitRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
  await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
  const framework = frameworkFiles(clientDir);
  const scripts: string[] = [];
  try {
    const page = await context.newPage();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    const mainThreadSoFar = await countMainThread(page);
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    const { mainThreadMs: busy, sent } = await visit(page, mainThreadSoFar);
    return {
      scriptBrotli: scripts.reduce((sum, script) => sum + brotliSize(clientDir, script), 0),
      scripts: scripts.length,
      framework: scripts.some((script) => framework.has(script) || /\/framework-[^/]+\.js$/.test(script)),
      mainThreadMs: busy,
      sent,
    };
  } finally {
    await context.close();
  }
}

/** Visits every route `runs` times on every site, the sites taking turns within a round. */
export async function measureFullVisits(sites: readonly NavigationSite[], runs: number): Promise<VisitFigures> {
  // Every run sends the form: the rate limit must not turn a visit into a refusal.
  const servers = await Promise.all(sites.map((site) => serveSite(site, 1000)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
  try {
    const routes: VisitFigures["routes"] = [];
    for (const path of VISIT_ROUTES) {
      const figures: VisitRun[][] = sites.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`  ${path} run ${run}/${runs}:`);
        for (const [index, server] of servers.entries()) {
          const outcome = await oneVisit(browser, server.origin, sites[index]!.clientDir, path);
          figures[index]!.push(outcome);
          process.stdout.write(` ${sites[index]!.label} ${kb(outcome.scriptBrotli)}, ${ms(outcome.mainThreadMs)}`);
        }
        process.stdout.write("\n");
      }
      routes.push({ path, runs: figures });
    }
    return { sites: sites.map((site) => site.label), routes };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

/**
 * One row per route and site: medians of the script bytes and main-thread time over the visit, and
 * the main thread against the static limit's (the last site given).
 */
export function formatFullVisits(figures: VisitFigures, limitLabel: string): string {
  const limitIndex = figures.sites.indexOf(limitLabel);
  const rows = figures.routes.flatMap(({ path, runs }) => {
    const limitBusy = limitIndex >= 0 ? median(runs[limitIndex]!.map((run) => run.mainThreadMs)) : undefined;
    return figures.sites.map((site, index) => {
      const ofSite = runs[index]!;
      const busy = median(ofSite.map((run) => run.mainThreadMs));
      return [
        path,
        site,
        kb(median(ofSite.map((run) => run.scriptBrotli))),
        String(median(ofSite.map((run) => run.scripts))),
        ofSite.some((run) => run.framework) ? "yes" : "no",
        ms(busy),
        limitBusy === undefined || index === limitIndex ? "" : times(ratio(busy, limitBusy)),
        ofSite.every((run) => run.sent) ? "sent" : ofSite.some((run) => run.sent) ? "some" : "no form",
      ];
    });
  });
  return [
    `## A whole visit on a phone (390 px, DPR 3): load, scroll to the end, a tab, the filter, the form typed and sent\n`,
    table(["Route", "Site", "Script (brotli)", "Script files", "Framework", "Main thread", "× limit", "Form"], rows),
    `\nMedians of the runs. Script: every script file the visit downloaded, up to the thank-you page after a send, ` +
      `as sent (brotli). Main thread: Chromium's task time until the send (the limit has no script; its form posts natively).`,
  ].join("\n");
}
