/**
 * Content that tries to run code or send visitors elsewhere, as it could arrive through the API or
 * an import (which skip the studio's checks): the gate leaves each bad value out and names it, and
 * no page the build would write carries any of it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMBEDDED_DATASET_DIR } from "./config.server";
import { fetch, resetContentSource } from "./fetch.server";
import { ContentGateError, gateDocuments } from "./gate";
import { listRoutablePaths } from "./routable-paths";
import { renderRoutablePage } from "../test/render-page";

type Doc = Record<string, unknown> & { _id: string; _type: string };

const documents = readFileSync(join(EMBEDDED_DATASET_DIR, "data.ndjson"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Doc);

const SCRIPT_IN_DAYS = `3</script><meta http-equiv=refresh content='0;url=https://evil.example/'>`;
const HOSTILE = {
  "service-blogger-outreach": (doc: Doc) => ({ ...doc, turnaround: { ...(doc.turnaround as object), days: SCRIPT_IN_DAYS } }),
  companyContact: (doc: Doc) => ({
    ...doc,
    email: "hello@outreachlab.co.uk?bcc=spy@evil.example",
    social: {
      ...(doc.social as object),
      facebook: "data:text/html,<script>alert(1)</script>",
      linkedin: "vbscript:msgbox(1)",
      whatsapp: "//evil.example/chat",
    },
  }),
} as const;

/** What none of the hostile values may leave in a page. */
const TRACES = ["evil.example", "data:text/html", "vbscript:", "bcc=", "http-equiv=refresh"];

const writeDataset = (docs: readonly Doc[]) => {
  const file = join(mkdtempSync(join(tmpdir(), "hostile-dataset-")), "data.ndjson");
  writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n"));
  return file;
};

describe("hostile content", () => {
  const logged: string[] = [];
  const pages = new Map<string, string>();

  beforeAll(async () => {
    const edited = documents.map((doc) => (doc._id in HOSTILE ? HOSTILE[doc._id as keyof typeof HOSTILE](doc) : doc));
    vi.stubEnv("EMBEDDED_DATASET_FILE", writeDataset(edited));
    vi.spyOn(console, "warn").mockImplementation((line: string) => void logged.push(line));
    resetContentSource();
    // Every page as the build prerenders its body (header, page with its date scripts and their data,
    // footer, structured data); the head is the same on every page and carries no content but the
    // allow-list of addresses, which passes the gate and the serialiser like everything else.
    for (const entry of await listRoutablePaths()) {
      if (entry.kind === "teamMember") continue;
      pages.set(entry.path, await renderRoutablePage(entry));
    }
  }, 120_000);

  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    resetContentSource();
  });

  it("names each bad value in the build log", () => {
    const log = logged.join("\n");
    expect(log).toContain(`service-blogger-outreach (service): turnaround.days must be a number, is text`);
    expect(log).toContain(`companyContact (companyContact): email "hello@outreachlab.co.uk?bcc=spy@evil.example"`);
    expect(log).toContain(`social.facebook "data:text/html,<script>alert(1)</script>"`);
    expect(log).toContain(`social.linkedin "vbscript:msgbox(1)"`);
    expect(log).toContain(`social.whatsapp "//evil.example/chat"`);
  });

  it("leaves out only the bad values: the turnaround's days and the company contact's bad addresses", async () => {
    expect(logged.join("\n")).toContain("Left out of the build (these fields only; the rest of the document is used)");
    // The service page is built, without the date that needed the days.
    const service = pages.get("/services/blogger-outreach") ?? "";
    expect(service).toContain("<h1");
    expect(service).not.toContain("Turnaround as soon as");
    expect(pages.get("/services/seo-packages")).toContain("first report in");
    const contact = (await fetch(`*[_id == "companyContact"][0]{email, social, phone}`)) as {
      email: string | null;
      social: Record<string, string>;
      phone: { uk: string };
    };
    expect(contact.email).toBeNull();
    expect(contact.social).toEqual({ skype: "skype:outreachlab?chat" });
    expect(contact.phone.uk).toMatch(/^\+44/);
  });

  it("leaves nothing of them in any page", () => {
    for (const [path, html] of pages) for (const trace of TRACES) expect(html.includes(trace), `${trace} in ${path}`).toBe(false);
  });
});

describe("the site's own address", () => {
  const withSiteUrl = (siteUrl: string) =>
    documents.map((doc) => (doc._id === "siteSettings" ? { ...doc, siteUrl } : doc)) as { _id: string; _type: string }[];

  it.each([
    "https://www.outreachlab.co.uk@evil.example",
    "https://evil.example/https://www.outreachlab.co.uk",
    "https://www.outreachlab.co.uk:8443",
    "http://www.outreachlab.co.uk",
    "javascript:alert(1)",
  ])("%s stops the build, named, rather than point canonical links and the sitemap elsewhere", (siteUrl) => {
    expect(() => gateDocuments(withSiteUrl(siteUrl), () => {})).toThrow(ContentGateError);
    expect(() => gateDocuments(withSiteUrl(siteUrl), () => {})).toThrow(
      `siteSettings (siteSettings): siteUrl ${JSON.stringify(siteUrl)}`,
    );
  });

  it("is taken as it is when it is the site's https address alone", () => {
    expect(gateDocuments(withSiteUrl("https://www.outreachlab.co.uk"), () => {})).toHaveLength(documents.length);
  });
});
