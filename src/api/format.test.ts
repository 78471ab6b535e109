import { describe, expect, it } from "vitest";
import { formatApiDate, formatOrderStatus, formatTotalCost, MISSING_VALUE } from "./format";

describe("formatOrderStatus", () => {
  it.each([
    ["paid", "Paid"],
    ["in_progress", "In progress"],
    ["awaiting-payment", "Awaiting payment"],
    ["Refunded", "Refunded"],
    ["  partially__paid ", "Partially paid"],
  ])("%j → %j", (status, shown) => {
    expect(formatOrderStatus(status)).toBe(shown);
  });

  it.each([null, undefined, "", "__"])("shows %j as missing", (status) => {
    expect(formatOrderStatus(status)).toBe(MISSING_VALUE);
  });
});

describe("formatTotalCost", () => {
  it.each<[number | string, string]>([
    [1250, "£1,250"],
    [99.5, "£99.50"],
    [1234567.891, "£1,234,567.89"],
    [0, "£0"],
    [0.125, "£0.13"],
    ["1250.0", "£1,250"],
    ["99.5", "£99.50"],
    [-20, "-£20"],
  ])("%j → %s", (value, shown) => {
    expect(formatTotalCost(value)).toBe(shown);
  });

  it.each([null, undefined, "", "n/a", Number.NaN])("shows %j as missing", (value) => {
    expect(formatTotalCost(value)).toBe(MISSING_VALUE);
  });
});

describe("formatApiDate", () => {
  it.each([
    ["2026-11-22", "22 November 2026"],
    ["2026-01-05", "5 January 2026"],
    ["2026-11-22T10:15:00Z", "22 November 2026"],
    ["2026-11-22T10:15:00.000+00:00", "22 November 2026"],
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time.
    ["2026-06-30T23:30:00Z", "1 July 2026"],
    // In winter UK time is UTC.
    ["2026-12-31T23:30:00Z", "31 December 2026"],
  ])("%s → %s", (value, shown) => {
    expect(formatApiDate(value)).toBe(shown);
  });

  it("shows unreadable or impossible dates as given rather than as another day", () => {
    expect(formatApiDate("next Tuesday")).toBe("next Tuesday");
    expect(formatApiDate("2026-02-31")).toBe("2026-02-31");
  });

  it.each([null, undefined, ""])("shows %j as missing", (value) => {
    expect(formatApiDate(value)).toBe(MISSING_VALUE);
  });
});
