import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeDatasetPictures } from "../../src/content/embedded-images/describe-pictures.server";
import { gateDocuments } from "../../src/content/gate";
import {
  ARTICLE_BY_SLUG_QUERY,
  ARTICLES_OF_MONTH_QUERY,
  PAGE_BY_PATH_QUERY,
  ROUTABLE_CONTENT_QUERY,
  SITE_CHROME_QUERY,
  SITEMAP_PAGES_QUERY,
} from "../../src/content/queries";
import { ARTICLE_DATES_QUERY } from "../../src/content/sources/article-dates-query";
import { loadDatasetDocuments } from "../../src/content/sources/embedded-dataset";
import { createIndexedRunner } from "../../src/content/sources/groq-runner.server";
import { NEWEST_CONTENT_YEAR_QUERY } from "../../src/content/sources/newest-year-query";
import { ReadTrace } from "../../src/content/sources/read-trace";
import type { QueryParams } from "../../src/content/sources/types";
import { withClaimWording } from "../bench/claim-edit";
import { summarizeDocuments } from "./content-reads-file";
import { applyEdit } from "./content-edits";
import { recordDatasetLines } from "./dataset-lines";
import { loadLazyDataset } from "./lazy-dataset";

const ORIGINAL = readFileSync("src/content/dataset/data.ndjson", "utf8");

/** The dataset's pictures: its PNGs get a placeholder, a colour and a size, as the Content Lake gives them. */
const IMAGES = "src/content/dataset/images";

/**
 * The dataset file after an edit, beside a copy of it as it was (whose lines a release recorded),
 * and its documents as a full build reads them.
 */
async function editedDataset(edit: (ndjson: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), "lazy-dataset-"));
  writeFileSync(join(dir, "before.ndjson"), ORIGINAL);
  const recorded = recordDatasetLines(join(dir, "before.ndjson"));
  const file = join(dir, "data.ndjson");
  const text = edit(ORIGINAL);
  writeFileSync(file, text);
  const full = gateDocuments(loadDatasetDocuments(text, file), () => {});
  await describeDatasetPictures(full, IMAGES);
  return { file, recorded, full };
}

const QUERIES: Array<[string, QueryParams]> = [
  [SITE_CHROME_QUERY, {}],
  [PAGE_BY_PATH_QUERY, { path: "/services/blogger-outreach" }],
  [ARTICLE_BY_SLUG_QUERY, { slug: "how-long-does-seo-take" }],
  [ROUTABLE_CONTENT_QUERY, {}],
  [NEWEST_CONTENT_YEAR_QUERY, {}],
  [PAGE_BY_PATH_QUERY, { path: "/blog" }],
  [ARTICLE_DATES_QUERY, {}],
  [SITEMAP_PAGES_QUERY, {}],
  // A month of the dataset's, the new article's, and a prefix the month index leaves to a scan.
  [ARTICLES_OF_MONTH_QUERY, { month: "2025-11" }],
  [ARTICLES_OF_MONTH_QUERY, { month: "2026-11" }],
  [ARTICLES_OF_MONTH_QUERY, { month: "2025" }],
];

describe("the dataset as a publish reads it", () => {
  it("answers every query, with the same dependencies, as the whole dataset parsed, after each kind of edit", async () => {
    const edits: Array<(ndjson: string) => string> = [
      (ndjson) => withClaimWording(ndjson, "claim-approval-surcharge", "an extra 12%"),
      (ndjson) => applyEdit(ndjson, { kind: "newArticle", pick: 2, slug: "lazy" }, "2026-11-20T10:00:00Z"),
      (ndjson) => applyEdit(ndjson, { kind: "renameArticle", pick: 1, slug: "lazy" }, "2026-11-20T10:00:00Z"),
      (ndjson) => applyEdit(ndjson, { kind: "deletePage", pick: 0 }, "2026-11-20T10:00:00Z"),
    ];
    for (const edit of edits) {
      const { file, recorded, full } = await editedDataset(edit);
      const lazy = await loadLazyDataset(file, recorded, IMAGES);
      expect(lazy.documents).toEqual(summarizeDocuments(full));
      const [fromLazy, fromFull] = [createIndexedRunner(lazy.index), createIndexedRunner(full)];
      for (const [query, params] of QUERIES) {
        const [lazyTrace, fullTrace] = [new ReadTrace(), new ReadTrace()];
        expect(await fromLazy(query, params, lazyTrace)).toEqual(await fromFull(query, params, fullTrace));
        expect(lazyTrace.dependencies()).toEqual(fullTrace.dependencies());
      }
    }
  });

  it("parses only the lines it has not seen, and a document only when a query reads it", async () => {
    const { file, recorded } = await editedDataset((ndjson) =>
      withClaimWording(ndjson, "claim-approval-surcharge", "an extra 12%"),
    );
    const lazy = await loadLazyDataset(file, recorded, IMAGES);
    // The claim's line alone is new.
    expect(lazy.parsed).toBe(1);
    const runner = createIndexedRunner(lazy.index);
    // The footer's year depends on every document, but is known from the lines' records.
    expect(await runner(NEWEST_CONTENT_YEAR_QUERY, {})).toBe("2026");
    expect(lazy.readCount()).toBe(0);
    // The blog's months come from every article's date, known from the lines' records too.
    expect(await runner(ARTICLE_DATES_QUERY, {})).toContain("2025-11-25");
    expect(lazy.readCount()).toBe(0);
    // A month's page reads that month's articles (and their pictures), not every article.
    expect(await runner(ARTICLES_OF_MONTH_QUERY, { month: "2024-01" })).toHaveLength(2);
    expect(lazy.readCount()).toBeGreaterThan(0);
    expect(lazy.readCount()).toBeLessThan(5);
    // An article's page reads the article, its author and its images, not the other documents.
    const before = lazy.readCount();
    await runner(ARTICLE_BY_SLUG_QUERY, { slug: "how-long-does-seo-take" });
    expect(lazy.readCount()).toBeGreaterThan(before);
    expect(lazy.readCount()).toBeLessThan(before + 5);
  });
});
