import { afterEach, describe, expect, it, vi } from "vitest";
import { renderContentPage, visibleText } from "./test/render-page";
import { contentYear } from "./lib/format/content-year";

/** A page as the build writes it, with the clock set to `when`. */
async function builtAt(when: string, path: string): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(when) });
  try {
    return await renderContentPage(path);
  } finally {
    vi.useRealTimers();
  }
}

describe("the same content builds the same pages, whenever it is built", () => {
  afterEach(() => vi.useRealTimers());

  it("writes the same page in a build a few years later, with the year of the content's newest change in the footer", async () => {
    const now = await builtAt("2026-11-25T12:00:00Z", "/services/blogger-outreach");
    const later = await builtAt("2031-01-02T12:00:00Z", "/services/blogger-outreach");
    expect(later).toBe(now);
    // The embedded dataset's newest `_updatedAt` is in 2026; the app shows the visitor's own year.
    expect(visibleText(later)).toMatch(/© 2026 Outreach Lab\s*\. All rights reserved\./);
  });
});

describe("the content's year", () => {
  it("is the year of the newest change", () => {
    expect(contentYear("2027-01-01T00:00:05Z", () => new Date("2031-06-01"))).toBe(2027);
  });

  it("falls back to the clock only for content without any date", () => {
    expect(contentYear(undefined, () => new Date("2031-06-01T00:00:00Z"))).toBe(2031);
    expect(contentYear("not a date", () => new Date("2031-06-01T00:00:00Z"))).toBe(2031);
  });
});
