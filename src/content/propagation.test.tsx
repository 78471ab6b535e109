import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMBEDDED_DATASET_DIR } from "./config.server";
import { fetch, resetContentSource } from "./fetch.server";
import { SITE_CHROME_QUERY } from "./queries";
import { everyPageDocument } from "../test/every-page";
import { renderContentPage, visibleText } from "../test/render-page";

type Doc = Record<string, unknown> & { _id: string };

const original = readFileSync(join(EMBEDDED_DATASET_DIR, "data.ndjson"), "utf8");
const documents = original
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Doc);
const byId = (id: string) => documents.find((doc) => doc._id === id)!;

/** Everything a visitor could see for every route, as the page queries return it. */
async function everyPage(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const chrome = JSON.stringify(await fetch(SITE_CHROME_QUERY));
  for (const { path, document } of await everyPageDocument()) pages.set(path, `${JSON.stringify(document)}\n${chrome}`);
  return pages;
}

describe("one edit changes every page (one source per figure)", () => {
  const OLD_CLAIM = byId("claim-clients").wording as string;
  const NEW_CLAIM = "over 4,321 clients";
  let before: Map<string, string>;
  let after: Map<string, string>;

  beforeAll(async () => {
    before = await everyPage();
    const edited = documents.map((doc) => {
      if (doc._id === "claim-clients") return { ...doc, value: "4,321", wording: NEW_CLAIM };
      if (doc._id === "package-blogger-outreach-da20") return { ...doc, price: { _type: "money", gbp: 61, usd: 86 } };
      if (doc._id === "service-blogger-outreach") return { ...doc, turnaround: { ...(doc.turnaround as object), days: 12 } };
      return doc;
    });
    const dir = mkdtempSync(join(tmpdir(), "edited-dataset-"));
    writeFileSync(join(dir, "data.ndjson"), edited.map((doc) => JSON.stringify(doc)).join("\n"));
    vi.stubEnv("EMBEDDED_DATASET_FILE", join(dir, "data.ndjson"));
    resetContentSource();
    after = await everyPage();
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    resetContentSource();
  });

  it("shows an edited claim's new wording wherever it was shown, and the old wording nowhere", () => {
    const showing = [...before].filter(([, text]) => text.includes(OLD_CLAIM)).map(([path]) => path);
    expect(showing.length).toBeGreaterThan(10); // the footer alone puts it on every page
    for (const path of showing) expect(after.get(path), path).toContain(NEW_CLAIM);
    expect([...after].filter(([, text]) => text.includes(OLD_CLAIM)).map(([path]) => path)).toEqual([]);
  });

  it("shows an edited price in both currencies on every page that sells the package", () => {
    const selling = [...after].filter(([, text]) => text.includes('"name":"DA20+"')).map(([path]) => path);
    expect(selling).toEqual(expect.arrayContaining(["/services/blogger-outreach", "/us/blogger-outreach"]));
    for (const path of selling) {
      expect(after.get(path), path).toContain('"name":"DA20+","per":"per placement","price":{"gbp":61,"usd":86}');
      expect(after.get(path), path).not.toContain('"price":{"gbp":60,"usd":85}');
    }
  });

  it("rebuilds the affected pages with the new price, turnaround and claim, and none of the old", async () => {
    const pages = ["/services/blogger-outreach", "/us/blogger-outreach"];
    for (const path of pages) {
      const text = visibleText(await renderContentPage(path));
      // Price: both currencies of the edited DA20+ card; the old amounts nowhere.
      expect(text, path).toMatch(/DA20\+ from £61 \$86 per placement/);
      expect(text, path).not.toMatch(/£60(?![\d,.])|\$85(?![\d,.])/);
      // Turnaround: calendar, package cards and the copy that mentions it.
      // (", on <date>" is an element of its own, which visibleText sets apart with a space.)
      expect(text, path).toMatch(/Turnaround as soon as 12 days ?, on/);
      expect(text, path).toContain("Turnaround: 12+ days");
      expect(text, path).toContain("Turnaround is 12 days or more");
      expect(text, path).not.toMatch(/\b10\+? days/);
      // Claim: in the copy and the footer.
      expect(text, path).toContain(NEW_CLAIM);
      expect(text, path).not.toContain(OLD_CLAIM);
    }
  });

  it("moves the turnaround shown by the calendar and the package cards", () => {
    const page = after.get("/services/blogger-outreach")!;
    expect(page).toContain('"_type":"calendar","note":null,"days":12');
    expect(page).toContain('"turnaroundDays":12');
    expect(before.get("/services/blogger-outreach")).toContain('"days":10');
  });
});
