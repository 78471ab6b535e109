/** The middle value (mean of the two middle values for an even count); undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** ours ÷ limit, or undefined when the limit is zero or missing (a ratio would mean nothing). */
export function ratio(ours: number | undefined, limit: number | undefined): number | undefined {
  if (ours === undefined || limit === undefined || limit === 0) return undefined;
  return ours / limit;
}

/** The value `p` per cent of the values are at or below (nearest rank); undefined for no values. */
export function percentile(values: readonly number[], p: number): number | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
