import { LIGHTHOUSE_TARGETS } from "./budgets";
import type { PageResult } from "./measure-pages";
import { CATEGORIES } from "./lighthouse-run";
import { ratio } from "./stats";

/** Which Lighthouse targets a route misses, each with the measured figure ("" when it meets them all). */
export function missedTargets({ ours, limit }: PageResult): string[] {
  const missed: string[] = [];
  for (const category of CATEGORIES)
    if (ours.scores[category] < LIGHTHOUSE_TARGETS.score)
      missed.push(`${category} ${ours.scores[category]}${reason(ours, category)}`);
  const lcpRatio = ratio(ours.lcp, limit.lcp);
  if (!withinRatio(lcpRatio, LIGHTHOUSE_TARGETS.lcpRatio)) missed.push(`LCP ${lcpRatio?.toFixed(2) ?? "n/a"}× the limit`);
  const mainThreadRatio = ratio(ours.mainThreadMs, limit.mainThreadMs);
  if (!withinRatio(mainThreadRatio, LIGHTHOUSE_TARGETS.mainThreadRatio))
    missed.push(`main thread ${mainThreadRatio?.toFixed(2) ?? "n/a"}× the limit`);
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
