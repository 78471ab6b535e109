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

/**
 * An interval that holds the true median with at least `confidence` (two-sided), whatever the
 * values' distribution: the k-th smallest and k-th largest of them, k chosen from the binomial
 * count of values below the median. Undefined when there are too few values for that confidence
 * (fewer than 6 for 95 %).
 */
export function medianInterval(values: readonly number[], confidence = 0.95): [number, number] | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const n = sorted.length;
  // P(at most j of n values fall below the median) for a fair coin, growing j until it exceeds the tail allowed.
  const tail = (1 - confidence) / 2;
  let below = 0;
  let ways = 1;
  let k = 0;
  for (let j = 0; j < n; j += 1) {
    below += ways / 2 ** n;
    if (below > tail) break;
    k = j + 1;
    ways = (ways * (n - j)) / (j + 1);
  }
  return k === 0 ? undefined : [sorted[k - 1]!, sorted[n - k]!];
}
