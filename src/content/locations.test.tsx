import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMBEDDED_DATASET_DIR } from "./config.server";
import { fetch, resetContentSource } from "./fetch.server";
import { APP_PAGES, locationsOf, type LocationReason, type LocationsSnapshot, LOCATIONS_SNAPSHOT_QUERY } from "./locations";
import {
  ARTICLE_BY_SLUG_QUERY,
  ARTICLES_OF_MONTH_QUERY,
  PAGE_BY_PATH_QUERY,
  SITE_CHROME_QUERY,
  SITEMAP_PAGES_QUERY,
} from "./queries";
import { ARTICLE_DATES_QUERY } from "./sources/article-dates-query";
import { listRoutablePaths, type RoutablePath } from "./routable-paths";
import { renderRoutablePage, renderSitemapPage } from "../test/render-page";

/**
 * The locations the studio shows, against the pages that really change: for every claim, price and
 * turnaround of the embedded dataset, its value is edited, every content page's loader data is read
 * again, and each page whose data moved is rendered to HTML and compared with the page before the
 * edit. A page whose loader data is unchanged renders the same HTML (the render is a function of
 * its data and path; same-content-same-page.test.tsx), so it is compared without rendering.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

const datasetFile = join(EMBEDDED_DATASET_DIR, "data.ndjson");
const documents = readFileSync(datasetFile, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Doc);

/** A page as the build sees it: the data its loaders read, and how to render it. */
interface ComparedPage {
  path: string;
  data: () => Promise<string>;
  render: () => Promise<string>;
}

/** The query a content page's route loader reads, with its parameters. */
function loaderQueryOf({ path, kind }: RoutablePath): [query: string, params: Record<string, string>] {
  if (kind === "article") return [ARTICLE_BY_SLUG_QUERY, { slug: path.replace("/blog/", "") }];
  if (kind === "archiveMonth") return [ARTICLES_OF_MONTH_QUERY, { month: path.replace("/blog/archive/", "") }];
  // /about-us/:member loads /about-us (the member only opens its biography), so it moves with it.
  return [PAGE_BY_PATH_QUERY, { path: kind === "teamMember" ? "/about-us" : path }];
}

async function comparedPages(): Promise<ComparedPage[]> {
  const chrome = () => fetch(SITE_CHROME_QUERY);
  // The app's own routes win over a page document at their path (/login, /sitemap): the client
  // area's are not rendered here; the sitemap is, below.
  const content = (await listRoutablePaths()).filter(({ path }) => !(APP_PAGES as readonly string[]).includes(path));
  const pages: ComparedPage[] = content.map((entry) => {
    const [query, params] = loaderQueryOf(entry);
    return {
      path: entry.path,
      data: async () => JSON.stringify([await fetch(query, params), await chrome()]),
      render: () => renderRoutablePage(entry),
    };
  });
  // The sitemap page lists every page's title and the blog's months, in the same header and footer.
  pages.push({
    path: "/sitemap",
    data: async () =>
      JSON.stringify([
        await fetch(SITEMAP_PAGES_QUERY),
        await fetch(ARTICLE_DATES_QUERY),
        await fetch(PAGE_BY_PATH_QUERY, { path: "/sitemap" }),
        await chrome(),
      ]),
    render: renderSitemapPage,
  });
  return pages;
}

/** The value an editor changes, per kind of document; undefined when the document has none. */
type EditedType = "claim" | "pricePackage" | "service";

const EDITS: Record<EditedType, (doc: Doc) => Doc | undefined> = {
  claim: (doc) => ({ ...doc, wording: `${String(doc.wording)} (edited)` }),
  pricePackage: (doc) => {
    const price = doc.price as { gbp?: number; usd?: number } | undefined;
    if (price && (price.gbp !== undefined || price.usd !== undefined))
      return { ...doc, price: { ...price, gbp: (price.gbp ?? 0) + 7, usd: (price.usd ?? 0) + 11 } };
    return doc.priceText ? { ...doc, priceText: `${String(doc.priceText)} (edited)` } : undefined;
  },
  service: (doc) => {
    const turnaround = doc.turnaround as { days?: number; fromDays?: number } | undefined;
    if (!turnaround || typeof turnaround.days !== "number") return undefined;
    const fromDays = typeof turnaround.fromDays === "number" ? { fromDays: turnaround.fromDays + 3 } : {};
    return { ...doc, turnaround: { ...turnaround, days: turnaround.days + 3, ...fromDays } };
  },
};

/**
 * Locations that show the edited value. A service's page lists, links and orders show its name,
 * not its turnaround; the order form names a package, never prices it.
 */
const SHOWS_THE_VALUE: Record<EditedType, (reason: LocationReason) => boolean> = {
  claim: () => true,
  pricePackage: (reason) => reason !== "order form",
  service: (reason) => !["reference", "service cards", "sitemap", "order form"].includes(reason),
};

describe("locations equal the pages whose HTML changes, for every claim, price and turnaround", () => {
  const scratch = mkdtempSync(join(tmpdir(), "locations-"));
  let snapshot: LocationsSnapshot;
  let pages: ComparedPage[];
  const before = new Map<string, { data: string; html?: string }>();
  const checked: string[] = [];

  beforeAll(async () => {
    resetContentSource();
    snapshot = (await fetch(LOCATIONS_SNAPSHOT_QUERY)) as LocationsSnapshot;
    pages = await comparedPages();
    for (const page of pages) before.set(page.path, { data: await page.data() });
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    resetContentSource();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The pages whose HTML differs once `edited` replaces its original in the dataset. */
  async function pagesChangedBy(edited: Doc): Promise<string[]> {
    const file = join(scratch, "data.ndjson");
    writeFileSync(file, documents.map((doc) => JSON.stringify(doc._id === edited._id ? edited : doc)).join("\n"));
    const moved: ComparedPage[] = [];
    vi.stubEnv("EMBEDDED_DATASET_FILE", file);
    resetContentSource();
    for (const page of pages) if ((await page.data()) !== before.get(page.path)!.data) moved.push(page);
    const afterHtml = new Map<string, string>();
    for (const page of moved) afterHtml.set(page.path, await page.render());
    vi.unstubAllEnvs();
    resetContentSource();
    const changed: string[] = [];
    for (const page of moved) {
      const original = before.get(page.path)!;
      original.html ??= await page.render();
      if (original.html !== afterHtml.get(page.path)) changed.push(page.path);
    }
    return changed.sort();
  }

  for (const type of Object.keys(EDITS) as EditedType[]) {
    it(`for every ${type}`, async () => {
      const compared = new Set(pages.map((page) => page.path));
      for (const doc of documents.filter((candidate) => candidate._type === type)) {
        const edited = EDITS[type](doc);
        if (!edited) continue;
        const changed = await pagesChangedBy(edited);
        const located = locationsOf(snapshot, doc._id, type)
          .pages.filter((location) => compared.has(location.path) && SHOWS_THE_VALUE[type](location.reason))
          .map((location) => location.path)
          .sort();
        expect(located, `${doc._id}: locations (left) against pages whose HTML changed (right)`).toEqual(changed);
        checked.push(doc._id);
      }
      expect(checked.length).toBeGreaterThan(0);
      // Every page rendered again for each of ~100 documents: seconds alone, far longer on a busy machine.
    }, 120_000);
  }

  it("checked every claim and price, and every service with a turnaround of its own", () => {
    const claims = documents.filter((doc) => doc._type === "claim").length;
    const prices = documents.filter((doc) => doc._type === "pricePackage").length;
    const turnarounds = documents.filter((doc) => doc._type === "service" && EDITS.service(doc)).length;
    expect(checked.length).toBe(claims + prices + turnarounds);
    console.log(
      `Locations checked for ${checked.length} documents (${claims} claims, ${prices} prices, ${turnarounds} turnarounds) over ${pages.length} pages each.`,
    );
  });
});
