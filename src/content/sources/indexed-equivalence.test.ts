import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMBEDDED_DATASET_DIR } from "../config.server";
import { gateDocuments } from "../gate";
import { ORDER_OPTIONS_QUERY } from "../order-options";
import * as siteQueries from "../queries";
import { SITE_URL_QUERY } from "../site-url";
import { ARTICLE_DATES_QUERY } from "./article-dates-query";
import { loadDatasetDocuments } from "./embedded-dataset";
import { createIndexedRunner, createScanningRunner } from "./groq-runner.server";
import type { DatasetDocument } from "./types";

/**
 * Every query the site sends through fetch(): the route loaders' (root, document, article, sitemap,
 * login, create), the prerender path listing, sitemap.xml, robots.txt and _redirects. A query added
 * to queries.ts is picked up here by itself.
 */
const QUERIES: Record<string, string> = { ...siteQueries, ORDER_OPTIONS_QUERY, SITE_URL_QUERY, ARTICLE_DATES_QUERY };

const file = `${EMBEDDED_DATASET_DIR}data.ndjson`;
const documents = gateDocuments(loadDatasetDocuments(readFileSync(file, "utf8"), file), () => {}) as DatasetDocument[];
const scanning = createScanningRunner(documents);
const indexed = createIndexedRunner(documents);

const stringsAt = (type: readonly string[], read: (document: DatasetDocument) => unknown) =>
  documents.flatMap((document) => {
    const value = type.includes(document._type) ? read(document) : undefined;
    return typeof value === "string" ? [value] : [];
  });
const currentOf = (field: string) => (document: DatasetDocument) =>
  (document[field] as { current?: unknown } | undefined)?.current;

/**
 * Every value each parameter takes in a build, and some it never takes: every page address (and
 * the route paths whose loaders read a page), every article and team slug, and values that match
 * nothing or are not strings.
 */
const PARAMETER_VALUES: Record<string, unknown[]> = {
  path: [
    ...stringsAt(["page", "service", "personaPage"], currentOf("path")),
    "/sitemap",
    "/login",
    "/about-us",
    "/no-such-page",
    "/blog/" + String(stringsAt(["article"], currentOf("slug"))[0]),
  ],
  slug: [...stringsAt(["article", "teamMember"], currentOf("slug")), "no-such-article", "/services/blogger-outreach"],
  // Every month an article was published in, and prefixes that are not a month.
  month: [
    ...new Set(stringsAt(["article"], (document) => document.publishedAt).map((date) => date.slice(0, 7))),
    "2099-01",
    "2026",
    "",
    null,
  ],
};

const parametersOf = (query: string) => [...new Set([...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1]!))];

describe("the indexed GROQ runner over the embedded dataset", () => {
  it("has documents of every routable kind to check against", () => {
    expect(PARAMETER_VALUES.path!.length).toBeGreaterThan(40);
    expect(stringsAt(["article"], currentOf("slug")).length).toBeGreaterThan(10);
  });

  for (const [name, query] of Object.entries(QUERIES)) {
    const parameters = parametersOf(query);
    it(`answers ${name} exactly as a scan of every document does, for every value of ${parameters.map((parameter) => `$${parameter}`).join(", ") || "(no parameters)"}`, async () => {
      const missing = parameters.filter((parameter) => !PARAMETER_VALUES[parameter]);
      expect(missing, "list the values these parameters take in a build").toEqual([]);
      const calls = parameters.length
        ? parameters.flatMap((parameter) => PARAMETER_VALUES[parameter]!.map((value) => ({ [parameter]: value })))
        : [{}];
      let found = 0;
      for (const params of calls) {
        const expected = await scanning(query, params);
        expect(await indexed(query, params), JSON.stringify(params)).toStrictEqual(expected);
        if (expected !== null) found += 1;
      }
      // The comparison means something only if the real values find documents.
      expect(found).toBeGreaterThan(calls.length / 2);
    });
  }
});
