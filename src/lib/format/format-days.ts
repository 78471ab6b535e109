/** "1 day", "14 days": how the site states a number of days. */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}
