export interface BulkPrice {
  label?: string;
  minimumQuantity?: number;
  price?: { gbp?: number; usd?: number };
}

/**
 * Bulk prices must reward volume: none above the package's base price, and each larger quantity
 * no dearer than the smaller one before it, in both currencies. Returns the problems in editors'
 * words; an empty list means the prices are consistent.
 */
export function bulkDiscountProblems(
  base: { gbp?: number; usd?: number } | undefined,
  bulk: readonly BulkPrice[] | undefined,
): string[] {
  const problems: string[] = [];
  const tiers = [...(bulk ?? [])].sort((a, b) => (a.minimumQuantity ?? 0) - (b.minimumQuantity ?? 0));
  for (const currency of ["gbp", "usd"] as const) {
    const symbol = currency === "gbp" ? "£" : "$";
    let previous = base?.[currency];
    let previousLabel = "the base price";
    for (const tier of tiers) {
      const amount = tier.price?.[currency];
      if (amount == null) continue;
      if (previous != null && amount > previous) {
        problems.push(
          `${tier.label ?? "A bulk price"} (${symbol}${amount}) is dearer than ${previousLabel} (${symbol}${previous}).`,
        );
      }
      previous = amount;
      previousLabel = tier.label ?? "the tier before";
    }
  }
  return problems;
}
