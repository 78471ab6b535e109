import { LIGHTHOUSE_TARGETS } from "./budgets";
import type { PageResult } from "./measure-pages";
import { CATEGORIES } from "./lighthouse-run";
import { median, medianInterval, ratio } from "./stats";

/** A route's figure over its static limit's, and the 95 % interval of that when runs were paired. */
export interface LimitRatio {
  value: number | undefined;
  interval?: [number, number];
}

/**
 * This build's LCP or main thread over the limit's: the median of the run-by-run ratios when the
 * runs were paired (each run beside the limit's, so both share the host's load), else the
 * ratio of the two medians.
 */
export function limitRatio({ ours, limit, paired }: PageResult, figure: "lcp" | "mainThread"): LimitRatio {
  const runs = paired?.[figure];
  if (runs?.length) return { value: median(runs), interval: medianInterval(runs) };
  return figure === "lcp" ? { value: ratio(ours.lcp, limit.lcp) } : { value: ratio(ours.mainThreadMs, limit.mainThreadMs) };
}

/** "1.06×", with its interval when there is one: "1.06× (0.97–1.12×)". */
export function formatLimitRatio({ value, interval }: LimitRatio): string {
  const shown = value === undefined ? "n/a" : `${value.toFixed(2)}×`;
  return interval ? `${shown} (${interval[0].toFixed(2)}–${interval[1].toFixed(2)}×)` : shown;
}

/**
 * A ratio over its target, and whether the runs show it: when the interval reaches the target,
 * the same build could have measured at or under it on this host.
 */
function ratioMiss(name: string, measured: LimitRatio, target: number): string {
  const over = `${name} ${formatLimitRatio(measured)} the limit`;
  if (!measured.interval) return over;
  return measured.interval[0] <= target
    ? `${over}: the 95 % interval reaches ${target.toFixed(2)}×, so the runs do not show it over`
    : `${over}: over in the whole 95 % interval`;
}

/** Which Lighthouse targets a route misses, each with the measured figure ("" when it meets them all). */
export function missedTargets(page: PageResult): string[] {
  const { ours } = page;
  const missed: string[] = [];
  for (const category of CATEGORIES)
    if (ours.scores[category] < LIGHTHOUSE_TARGETS.score)
      missed.push(`${category} ${ours.scores[category]}${reason(ours, category)}`);
  const lcp = limitRatio(page, "lcp");
  if (!withinRatio(lcp.value, LIGHTHOUSE_TARGETS.lcpRatio)) missed.push(ratioMiss("LCP", lcp, LIGHTHOUSE_TARGETS.lcpRatio));
  const mainThread = limitRatio(page, "mainThread");
  if (!withinRatio(mainThread.value, LIGHTHOUSE_TARGETS.mainThreadRatio))
    missed.push(ratioMiss("main thread", mainThread, LIGHTHOUSE_TARGETS.mainThreadRatio));
  if (!(ours.tbt <= LIGHTHOUSE_TARGETS.tbtMs)) missed.push(`TBT ${Math.round(ours.tbt)} ms`);
  if (!(ours.cls <= LIGHTHOUSE_TARGETS.cls)) missed.push(`CLS ${ours.cls.toFixed(3)}`);
  return missed;
}

/** A ratio meets its target as printed (two decimals): 1.004× reads, and counts, as 1.00×. */
export const withinRatio = (value: number | undefined, target: number) =>
  value !== undefined && Math.round(value * 100) <= Math.round(target * 100);

/** The targets as one phrase, for the report. */
export const TARGETS_PHRASE =
  `scores ${LIGHTHOUSE_TARGETS.score}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpRatio.toFixed(2)}× and main-thread work ≤ ` +
  `${LIGHTHOUSE_TARGETS.mainThreadRatio.toFixed(2)}× the static limit, TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms, CLS ${LIGHTHOUSE_TARGETS.cls}`;

/**
 * Why a category fell short, where the reason is a choice rather than a fault: a page that asks
 * search engines not to index it (the client area, the enquiry confirmation) fails Lighthouse's
 * is-crawlable audit by design.
 */
function reason(ours: PageResult["ours"], category: string): string {
  const failing = ours.failing.filter((id) => id.startsWith(`${category}: `));
  return failing.length === 1 && failing[0]!.startsWith(`${category}: is-crawlable`) ? " (noindex on purpose)" : "";
}
