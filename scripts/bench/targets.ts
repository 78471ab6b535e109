import { LIGHTHOUSE_TARGETS } from "./budgets.ts";
import type { PageResult } from "./measure-pages.ts";
import { CATEGORIES } from "./lighthouse-run.ts";
import { ratio } from "./stats.ts";

/** Which Lighthouse targets a route misses, each with the measured figure ("" when it meets them all). */
export function missedTargets({ ours, limit }: PageResult): string[] {
  const missed: string[] = [];
  for (const category of CATEGORIES)
    if (ours.scores[category] < LIGHTHOUSE_TARGETS.score)
      missed.push(`${category} ${ours.scores[category]}${reason(ours, category)}`);
  const lcpRatio = ratio(ours.lcp, limit.lcp);
  if (lcpRatio === undefined || lcpRatio > LIGHTHOUSE_TARGETS.lcpRatio)
    missed.push(`LCP ${lcpRatio?.toFixed(2) ?? "n/a"}× the limit`);
  if (!(ours.tbt <= LIGHTHOUSE_TARGETS.tbtMs)) missed.push(`TBT ${Math.round(ours.tbt)} ms`);
  if (!(ours.cls <= LIGHTHOUSE_TARGETS.cls)) missed.push(`CLS ${ours.cls.toFixed(3)}`);
  return missed;
}

/**
 * Why a category fell short, where the reason is a choice rather than a fault: a page that asks
 * search engines not to index it (the client area, the enquiry confirmation) fails Lighthouse's
 * is-crawlable audit by design.
 */
function reason(ours: PageResult["ours"], category: string): string {
  const failing = ours.failing.filter((id) => id.startsWith(`${category}: `));
  return failing.length === 1 && failing[0]!.startsWith(`${category}: is-crawlable`) ? " (noindex on purpose)" : "";
}
