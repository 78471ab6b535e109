import { describe, expect, it } from "vitest";
import { readArticleListing } from "../content/article-listing.server";
import { renderArchivePage, renderContentPage, visibleText } from "../test/render-page";
import { loader as archiveLoader } from "./blog-archive";

const loadMonth = (month: string) => archiveLoader({ params: { month } } as never);

/** The embedded dataset's articles: 18, in 16 months from March 2023 to April 2026. */
describe("the blog paged by month", () => {
  it("a month's page lists that month's articles, newest first, with a description of its own", async () => {
    const month = await loadMonth("2024-01");
    expect(month.title).toBe("Articles from January 2024");
    expect(month.articles.map((article) => article.publishedAt)).toEqual(["2024-01-30", "2024-01-22"]);
    expect(month.description.length).toBeLessThanOrEqual(160);
    expect(month.description).toContain(month.articles[0]!.title!);
    const text = visibleText(await renderArchivePage("2024-01"));
    expect(text).toContain("Articles from January 2024");
    expect(text).toContain("2 articles, newest first.");
    expect(text).toContain(month.articles[1]!.title!);
  });

  it("has no page for a month without articles, or for anything that is not a month", async () => {
    for (const month of ["2024-02", "2024-13", "2024", "latest"])
      await expect(loadMonth(month), month).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("the blog's front page shows the newest whole months holding at least the number its editor set", async () => {
    const three = await readArticleListing(3);
    // April 2026, January 2026, November 2025: one article each.
    expect(three.articles.map((article) => article.publishedAt)).toEqual(["2026-04-21", "2026-01-27", "2025-11-25"]);
    // July 2025 has one more; February 2025 has two, and is shown whole.
    const five = await readArticleListing(5);
    expect(five.articles.map((article) => article.publishedAt)).toEqual([
      "2026-04-21",
      "2026-01-27",
      "2025-11-25",
      "2025-07-08",
      "2025-06-16",
    ]);
    const six = await readArticleListing(6);
    expect(six.articles.map((article) => article.publishedAt).slice(5)).toEqual(["2025-02-18", "2025-02-11"]);
    expect(six.months).toHaveLength(16);
  });

  it("/blog shows every article of the dataset and links every month of the archive", async () => {
    const text = visibleText(await renderContentPage("/blog"));
    expect(text).toContain("Archive by month");
    expect(text).toMatch(/April 2026 \( ?1 article ?\)/);
    expect(text).toMatch(/January 2024 \( ?2 articles ?\)/);
    expect((await readArticleListing(24)).articles).toHaveLength(18);
  });
});
