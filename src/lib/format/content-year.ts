/**
 * The year a build shows before the app runs: that of the content's newest change (`_updatedAt`,
 * an ISO date in UTC), so the same content gives the same pages whenever it is built (decision
 * 0017). Only content without any dates, which Sanity never exports, falls back to the clock.
 */
export function contentYear(newestUpdate: string | undefined, now: () => Date = () => new Date()): number {
  const year = newestUpdate ? Number(newestUpdate.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) && year > 0 ? year : now().getUTCFullYear();
}
