import type { Order } from "./entities";

function startTime(order: Order): number {
  const time = order.start_date ? Date.parse(order.start_date) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Newest start date first (product.md §7 asks for this order, and the API is not relied on to provide it).
 * Orders without a readable start date go last; ties keep the API's order. Returns a new array.
 */
export function sortOrdersByStartDateDesc(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => {
    const difference = startTime(b) - startTime(a);
    // -Infinity - -Infinity is NaN: two undated orders are a tie.
    return Number.isNaN(difference) ? 0 : difference;
  });
}
