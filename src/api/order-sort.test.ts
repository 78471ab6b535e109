import { describe, expect, it } from "vitest";
import type { Order } from "./entities";
import { sortOrdersByStartDateDesc } from "./order-sort";

const order = (id: number, start_date: string | null): Order => ({
  id,
  tracking_number: null,
  start_date,
  end_date: null,
  status: "paid",
  service: "SEO Packages",
  notes: [],
  ordered_link_buildings: [],
  ordered_content_creations: [],
  total_cost: null,
});

describe("sortOrdersByStartDateDesc", () => {
  it("orders by start date, newest first, comparing dates and timestamps alike", () => {
    const sorted = sortOrdersByStartDateDesc([order(1, "2024-12-31"), order(2, "2026-02-01T10:00:00Z"), order(3, "2025-06-30")]);
    expect(sorted.map((o) => o.id)).toEqual([2, 3, 1]);
  });

  it("puts orders without a readable start date last, keeping the API's order among ties", () => {
    const sorted = sortOrdersByStartDateDesc([
      order(1, null),
      order(2, "2025-01-01"),
      order(3, "not a date"),
      order(4, "2025-01-01"),
      order(5, "2026-01-01"),
    ]);
    expect(sorted.map((o) => o.id)).toEqual([5, 2, 4, 1, 3]);
  });

  it("leaves the array it was given alone", () => {
    const orders = [order(1, "2024-01-01"), order(2, "2025-01-01")];
    sortOrdersByStartDateDesc(orders);
    expect(orders.map((o) => o.id)).toEqual([1, 2]);
  });
});
