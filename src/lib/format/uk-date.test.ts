import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLongDate, formatLongMonth, ukDateInDays } from "./uk-date";

/** What the browser's own time-zone data says: the reference the arithmetic must match. */
function ukDateInDaysByIntl(days: number, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const target = new Date(Date.UTC(get("year"), get("month") - 1, get("day") + days, 12));
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(target);
}

describe("ukDateInDays", () => {
  it("writes the date the way a visitor reads it", () => {
    expect(ukDateInDays(7, new Date("2026-11-25T10:00:00Z"))).toBe("Wednesday, 2 December 2026");
  });

  it("takes the UK day, not the UTC day, late on a summer evening", () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in London.
    expect(ukDateInDays(0, new Date("2026-07-14T23:30:00Z"))).toBe("Wednesday, 15 July 2026");
    // In winter London is on UTC: 23:30 UTC is still the same day.
    expect(ukDateInDays(0, new Date("2026-01-14T23:30:00Z"))).toBe("Wednesday, 14 January 2026");
  });

  it("changes to and from summer time at 01:00 UTC on the last Sundays of March and October", () => {
    expect(ukDateInDays(0, new Date("2026-03-29T00:59:59Z"))).toBe("Sunday, 29 March 2026");
    expect(ukDateInDays(0, new Date("2026-03-28T23:30:00Z"))).toBe("Saturday, 28 March 2026");
    expect(ukDateInDays(0, new Date("2026-10-24T23:30:00Z"))).toBe("Sunday, 25 October 2026");
    expect(ukDateInDays(0, new Date("2026-10-25T23:30:00Z"))).toBe("Sunday, 25 October 2026");
  });

  it("agrees with the time-zone database for any moment this century and any turnaround", () => {
    const hour = 3_600_000;
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });
    // Moments within two hours of a clock change, where a wrong rule shows.
    const nearClockChanges = fc
      .tuple(fc.integer({ min: 2000, max: 2099 }), fc.constantFrom(2, 9), fc.integer({ min: -2 * hour, max: 2 * hour }))
      .map(([year, month, offset]) => {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        return lastDay.getTime() - lastDay.getUTCDay() * 24 * hour + offset;
      });
    fc.assert(
      fc.property(fc.oneof(instants, nearClockChanges), fc.integer({ min: 0, max: 400 }), (time, days) => {
        const now = new Date(time);
        expect(ukDateInDays(days, now)).toBe(ukDateInDaysByIntl(days, now));
      }),
      { numRuns: 2000 },
    );
  });

  it("runs on its own when inlined into a page as source text", () => {
    const inlined = new Function(`return (${ukDateInDays.toString()})`)() as typeof ukDateInDays;
    const now = new Date("2026-06-01T12:00:00Z");
    expect(inlined(3, now)).toBe(ukDateInDays(3, now));
  });
});

describe("formatLongDate", () => {
  it("shows a calendar date as written and a timestamp as its UK day", () => {
    expect(formatLongDate("2026-11-22")).toBe("22 November 2026");
    expect(formatLongDate("2026-07-14T23:30:00Z")).toBe("15 July 2026");
    expect(formatLongDate("2026-02-31")).toBe("2026-02-31");
    expect(formatLongDate("not a date")).toBe("not a date");
  });

  it("agrees with the time-zone database for any timestamp this century", () => {
    const ukLongDate = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }), (time) => {
        const instant = new Date(time);
        expect(formatLongDate(instant.toISOString())).toBe(ukLongDate.format(instant));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("formatLongMonth", () => {
  it("names an archive month as visitors read it, and leaves anything else as it is", () => {
    expect(formatLongMonth("2026-11")).toBe("November 2026");
    expect(formatLongMonth("2024-01")).toBe("January 2024");
    expect(formatLongMonth("2026")).toBe("2026");
  });
});
