import type { SiteSecurityConfig } from "../../src/server/http/security-headers.server";
import { readServerConfig } from "../../src/server/http/server-config.server";
import { startSite } from "../../src/server/site/start-site.server";
import type { StartSite } from "./server-load";
import { CATEGORIES, launchBrowser, runLighthouse, type Category, type RunFigures } from "./lighthouse-run";
import { median, ratio } from "./stats";

/** A route's median figures over its runs: the same shape as one run; `failing` counts runs. */
type MedianFigures = RunFigures;

export interface PageResult {
  path: string;
  ours: MedianFigures;
  limit: MedianFigures;
  /** The same route on a baseline commit's build and server (`--baseline`), when one was named. */
  baseline?: MedianFigures;
  /**
   * Run by run, this build's figure over the limit's taken just after it: the two share the
   * host's load at that moment, so these ratios vary less than the figures do.
   */
  paired?: PairedRatios;
  /** The baseline's runs over the limit's, paired the same way. */
  baselinePaired?: PairedRatios;
}

/** The baseline's figures in this build's place, to read them against this build's limit. */
export const baselineView = (page: PageResult): PageResult | undefined =>
  page.baseline && { path: page.path, ours: page.baseline, limit: page.limit, paired: page.baselinePaired };

/** Each run's ratio to the limit's run beside it. */
export interface PairedRatios {
  lcp: number[];
  mainThread: number[];
}

/** Ratios of each run of `ours` to the run of `limit` taken beside it. */
export function pairedRatios(ours: readonly RunFigures[], limit: readonly RunFigures[]): PairedRatios {
  const each = (pick: (run: RunFigures) => number) =>
    ours.flatMap((run, index) => {
      const value = ratio(pick(run), limit[index] && pick(limit[index]));
      return value === undefined ? [] : [value];
    });
  return { lcp: each((run) => run.lcp), mainThread: each((run) => run.mainThreadMs) };
}

/** Another commit's build, served by that commit's own server (see baseline.ts). */
export interface BaselineSite {
  clientDir: string;
  startSite: StartSite;
}

/** Serves a build folder with the site's own server on a free port (with the real build's headers). */
async function serve(root: string, security: SiteSecurityConfig) {
  const site = await startSite({ root, security, dbUrl: ":memory:", destinations: [] });
  return { origin: site.url, close: () => site.close() };
}

/** Serves a baseline's build with its own server, which reads that build's headers itself. */
async function serveBaseline({ clientDir, startSite: start }: BaselineSite) {
  const site = await start({ root: clientDir, dbUrl: ":memory:", destinations: [], enquiriesPerMinute: 10 });
  return { origin: site.url, close: () => site.close() };
}

/** Each figure's median over the runs (independently, as Lighthouse's own guidance suggests for spread). */
function medianOf(runs: readonly RunFigures[]): MedianFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick)) ?? Number.NaN;
  const counts = new Map<string, number>();
  for (const run of runs) for (const id of run.failing) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<
      Category,
      number
    >,
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    mainThreadMs: of((run) => run.mainThreadMs),
    scriptMs: of((run) => run.scriptMs),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
    failing: [...counts].map(([id, count]) => `${id} (${count}/${runs.length})`),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/**
 * One Lighthouse run, tried again (up to twice more) when Lighthouse itself fails to record the page
 * (a lost trace on a busy machine, NO_NAVSTART); a page that fails every time still stops the bench.
 */
async function runWithRetry(url: string, port: number): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stdout.write(` (retrying: ${(error as Error).message.slice(0, 80)})`);
    }
  }
}

/** A route to measure and how many runs it gets. */
export interface RoutePlan {
  path: string;
  runs: number;
}

/**
 * Lighthouse over each route, on the real build and on the static-limit copy, alternating between
 * them run by run so that any drift in the machine's load falls on both alike.
 */
export async function measurePages(
  oursRoot: string,
  limitRoot: string,
  plan: readonly RoutePlan[],
  baselineSite?: BaselineSite,
): Promise<PageResult[]> {
  const security = readServerConfig(oursRoot);
  const [ours, limit, baseline] = await Promise.all([
    serve(oursRoot, security),
    serve(limitRoot, security),
    baselineSite ? serveBaseline(baselineSite) : Promise.resolve(undefined),
  ]);
  const browser = await launchBrowser();
  try {
    const results: PageResult[] = [];
    for (const [index, { path, runs }] of plan.entries()) {
      const oursRuns: RunFigures[] = [];
      const limitRuns: RunFigures[] = [];
      const baselineRuns: RunFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`  [${index + 1}/${plan.length}] Lighthouse ${path} run ${run}/${runs}: site`);
        oursRuns.push(await runWithRetry(`${ours.origin}${path}`, browser.port));
        process.stdout.write(", static limit");
        limitRuns.push(await runWithRetry(`${limit.origin}${path}`, browser.port));
        if (baseline) {
          process.stdout.write(", baseline");
          baselineRuns.push(await runWithRetry(`${baseline.origin}${path}`, browser.port));
        }
        process.stdout.write("\n");
      }
      results.push({
        path,
        ours: medianOf(oursRuns),
        limit: medianOf(limitRuns),
        paired: pairedRatios(oursRuns, limitRuns),
        ...(baseline ? { baseline: medianOf(baselineRuns), baselinePaired: pairedRatios(baselineRuns, limitRuns) } : {}),
      });
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all([ours.close(), limit.close(), baseline?.close()]);
  }
}
