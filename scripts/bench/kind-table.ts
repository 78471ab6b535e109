/**
 * The targets per kind of page: every route's Lighthouse figures beside its static limit, and its
 * first-load JavaScript beside its kind's budget, gathered by kind, each target marked as met or
 * missed. A kind meets a target only when every route of it does; the worst route is named.
 */
import { FIRST_LOAD_JS_BUDGET, LIGHTHOUSE_TARGETS } from "./budgets";
import { kb, ms, table, times } from "./format";
import type { PageResult } from "./measure-pages";
import type { PageWeight } from "./page-weights";
import { ROUTE_KINDS, type RouteKind } from "./route-kinds";
import { median } from "./stats";
import { limitRatio, withinRatio } from "./targets";

export interface KindRow {
  kind: RouteKind;
  /** Routes of the kind measured with Lighthouse, and routes whose first-load JavaScript was weighed. */
  routes: number;
  weighed: number;
  jsMedian?: number;
  jsMax?: number;
  jsBudget?: number;
  mainThreadSite?: number;
  mainThreadLimit?: number;
  mainThreadRatio?: number;
  mainThreadRatioMax?: number;
  /** Of the main-thread work, what scripts took (median over routes), this build and the limit. */
  scriptSite?: number;
  scriptLimit?: number;
  lcpRatio?: number;
  lcpRatioMax?: number;
  performanceMin?: number;
  tbtMax?: number;
  /** The targets the kind misses, each with its worst route; empty when it meets them all. */
  missed: string[];
}

const max = (values: readonly number[]) => (values.length ? Math.max(...values) : undefined);
const min = (values: readonly number[]) => (values.length ? Math.min(...values) : undefined);

/** The route with the largest value, for naming where a kind misses. */
function worst<T>(items: readonly T[], value: (item: T) => number | undefined): T | undefined {
  return [...items].sort((a, b) => (value(b) ?? Infinity) - (value(a) ?? Infinity))[0];
}

/**
 * One row per kind that has a route in `pages` or `weights`. `view` picks which build's figures
 * to read (this commit's, or the baseline's through `baselineView`), always against this commit's
 * static limit.
 */
export function kindRows(
  pages: readonly PageResult[],
  weights: readonly PageWeight[],
  kinds: ReadonlyMap<string, RouteKind>,
  view: (page: PageResult) => PageResult | undefined = (page) => page,
): KindRow[] {
  return ROUTE_KINDS.flatMap((kind) => {
    const measured = pages
      .filter((page) => kinds.get(page.path) === kind)
      .flatMap((page) => {
        const seen = view(page);
        return seen ? [{ path: page.path, site: seen.ours, limit: page.limit, seen }] : [];
      });
    const weighed = weights.filter((weight) => kinds.get(weight.path) === kind);
    if (!measured.length && !weighed.length) return [];
    const mainRatio = (page: (typeof measured)[number]) => limitRatio(page.seen, "mainThread").value;
    const lcpRatio = (page: (typeof measured)[number]) => limitRatio(page.seen, "lcp").value;
    const budgets = [...new Set(weighed.map((weight) => FIRST_LOAD_JS_BUDGET[weight.kind]))];
    const missed: string[] = [];
    const heaviest = worst(weighed, (weight) => weight.jsBrotli - FIRST_LOAD_JS_BUDGET[weight.kind]);
    if (heaviest && heaviest.jsBrotli > FIRST_LOAD_JS_BUDGET[heaviest.kind])
      missed.push(`JS ${weighed.filter((w) => w.jsBrotli > FIRST_LOAD_JS_BUDGET[w.kind]).length}/${weighed.length} over`);
    const ratioMiss = (name: string, pick: (page: (typeof measured)[number]) => number | undefined, target: number) => {
      const over = measured.filter((page) => !withinRatio(pick(page), target));
      if (over.length) missed.push(`${name} ${over.length}/${measured.length} over`);
    };
    ratioMiss("main thread", mainRatio, LIGHTHOUSE_TARGETS.mainThreadRatio);
    ratioMiss("LCP", lcpRatio, LIGHTHOUSE_TARGETS.lcpRatio);
    const belowScore = measured.filter((page) => page.site.scores.performance < LIGHTHOUSE_TARGETS.score);
    if (belowScore.length) missed.push(`perf ${belowScore.length}/${measured.length} below`);
    const blocking = measured.filter((page) => !(page.site.tbt <= LIGHTHOUSE_TARGETS.tbtMs));
    if (blocking.length) missed.push(`TBT ${blocking.length}/${measured.length} over`);
    const defined = (values: (number | undefined)[]) => values.filter((value): value is number => value !== undefined);
    return [
      {
        kind,
        routes: measured.length,
        weighed: weighed.length,
        jsMedian: median(weighed.map((weight) => weight.jsBrotli)),
        jsMax: max(weighed.map((weight) => weight.jsBrotli)),
        jsBudget: budgets.length === 1 ? budgets[0] : undefined,
        mainThreadSite: median(measured.map((page) => page.site.mainThreadMs)),
        mainThreadLimit: median(measured.map((page) => page.limit.mainThreadMs)),
        mainThreadRatio: median(defined(measured.map(mainRatio))),
        mainThreadRatioMax: max(defined(measured.map(mainRatio))),
        scriptSite: median(measured.map((page) => page.site.scriptMs)),
        scriptLimit: median(measured.map((page) => page.limit.scriptMs)),
        lcpRatio: median(defined(measured.map(lcpRatio))),
        lcpRatioMax: max(defined(measured.map(lcpRatio))),
        performanceMin: min(measured.map((page) => page.site.scores.performance)),
        tbtMax: max(measured.map((page) => page.site.tbt)),
        missed,
      },
    ];
  });
}

/** The rows as a Markdown table, targets in the header, each kind marked met or missed. */
export function formatKindRows(rows: readonly KindRow[]): string {
  const t = LIGHTHOUSE_TARGETS;
  return table(
    [
      "Kind",
      "Routes",
      "First-load JS median (max)",
      "JS budget",
      "Main thread site / limit",
      `Main-thread ratio (max), ≤ ${times(t.mainThreadRatio)}`,
      "Of which scripts, site / limit",
      `LCP ratio (max), ≤ ${times(t.lcpRatio)}`,
      `Perf min, ${t.score}`,
      `TBT max, ${t.tbtMs} ms`,
      "Targets",
    ],
    rows.map((row) => [
      row.kind,
      row.routes === row.weighed ? String(row.routes) : `${row.routes} (JS: ${row.weighed})`,
      `${kb(row.jsMedian)} (${kb(row.jsMax)})`,
      kb(row.jsBudget),
      `${ms(row.mainThreadSite)} / ${ms(row.mainThreadLimit)}`,
      `${times(row.mainThreadRatio)} (${times(row.mainThreadRatioMax)})`,
      `${ms(row.scriptSite)} / ${ms(row.scriptLimit)}`,
      `${times(row.lcpRatio)} (${times(row.lcpRatioMax)})`,
      row.performanceMin === undefined ? "n/a" : String(row.performanceMin),
      ms(row.tbtMax),
      row.missed.length ? `**fail**: ${row.missed.join(", ")}` : row.routes === 0 ? "pass (JS only)" : "pass",
    ]),
  );
}
