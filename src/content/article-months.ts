import { monthOf } from "./published-month";

/**
 * The blog is paged by publishing month (decision 0055): an article stays on its month's archive
 * page whatever is published, edited or deleted in other months, so a publish renders again only
 * the months an edit touches.
 */

/** How many articles an article list shows at least when its editor has not said. */
export const NEWEST_AT_LEAST_UNSET = 24;

/** A month as the archive names it: `2026-11`. */
const ARCHIVE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface ArchiveMonth {
  /** `2026-11` */
  month: string;
  /** How many published articles it holds. */
  count: number;
}

/** The archive month of an article's `publishedAt`, or undefined when it has no readable date. */
export function archiveMonthOf(publishedAt: unknown): string | undefined {
  const month = monthOf(publishedAt);
  return month !== undefined && ARCHIVE_MONTH.test(month) ? month : undefined;
}

export const isArchiveMonth = (value: string) => ARCHIVE_MONTH.test(value);

/** Where a month's articles are listed. */
export const archivePath = (month: string) => `/blog/archive/${month}`;

/** The month's file of the sitemap index (sitemap.xml): its archive page and its articles. */
export const monthSitemapPath = (month: string) => `/sitemaps/articles/${month}.xml`;

/** Every address a month of the archive gives the site. */
export const monthAddresses = (month: string) => [archivePath(month), monthSitemapPath(month)];

/** The months some article was published in, newest first, with how many each holds. */
export function countByMonth(dates: readonly unknown[]): ArchiveMonth[] {
  const counts = new Map<string, number>();
  for (const date of dates) {
    const month = archiveMonthOf(date);
    if (month !== undefined) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts]
    .map(([month, count]) => ({ month, count }))
    .sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

/**
 * The newest whole months that together hold at least `atLeast` articles (all of them when there
 * are fewer): what the blog's front page shows. Whole months, so the front page changes only when
 * one of those months does.
 */
export function newestMonthsHolding(months: readonly ArchiveMonth[], atLeast: number): ArchiveMonth[] {
  const shown: ArchiveMonth[] = [];
  let total = 0;
  for (const month of months) {
    if (total >= atLeast) break;
    shown.push(month);
    total += month.count;
  }
  return shown;
}
