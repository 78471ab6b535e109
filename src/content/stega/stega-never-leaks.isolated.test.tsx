/**
 * The preview's worst case: every string fetch() returns is stega-encoded (more than the client's
 * filter would ever let through), every content page (team members' pages too) is rendered as the build renders it, and the
 * places an encoded string would break are scanned. Visible words still carry their encoding, so
 * the overlays can find them.
 */
import { parse } from "node-html-parser";
import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "../../root";
import { loader as articleLoader, meta as articleMeta } from "../../routes/article";
import { loader as documentLoader, meta as documentMeta } from "../../routes/document";
import { loader as redirectsLoader } from "../../routes/redirects-file";
import { loader as sitemapXmlLoader } from "../../routes/sitemap-xml";
import { renderRoutablePage, renderSitemapPage } from "../../test/render-page";
import { loader as archiveLoader, meta as archiveMeta } from "../../routes/blog-archive";
import { resetContentSource } from "../fetch.server";
import { listRoutablePaths, type RoutablePath } from "../routable-paths";
import { STEGA_PAYLOAD } from "./worst-case-encoding";

const encoding = vi.hoisted(() => ({ on: false }));
vi.mock("../fetch.server", async (importOriginal) =>
  (await import("./worst-case-encoding")).withWorstCaseFetch(await importOriginal<typeof import("../fetch.server")>(), encoding),
);

const encoded = (text: string | undefined | null) => (text ?? "").match(STEGA_PAYLOAD) !== null;

/** Attributes that hold addresses, identifiers or accessible names: read by machines, never encoded. */
const isGuardedAttribute = (name: string) =>
  /^(href|src|srcset|id|for|name|action|content|rel|type|lang|aria-.*|data-.*)$/i.test(name);

interface Finding {
  page: string;
  place: string;
  value: string;
}

const findings: Finding[] = [];
const checked = { pages: 0, strings: 0, encodedTextPages: 0 };
const pagesWithoutEncodedText: string[] = [];
/** Pages whose HTML, encoding removed, differs from the same page rendered from plain content. */
const pagesChanged: string[] = [];

/** Renders a page twice, plain and worst-case encoded; what differs once the encoding is removed is a string that was compared, measured or parsed. */
async function renderBoth(path: string, render: () => Promise<string>): Promise<string> {
  encoding.on = false;
  const plain = await render();
  encoding.on = true;
  const encodedHtml = await render();
  const cleaned = encodedHtml.replace(STEGA_PAYLOAD, "");
  if (cleaned !== plain) {
    let at = 0;
    while (cleaned[at] === plain[at]) at++;
    pagesChanged.push(
      `${path}: ${JSON.stringify(plain.slice(at - 60, at + 60))} became ${JSON.stringify(cleaned.slice(at - 60, at + 60))}`,
    );
  }
  return encodedHtml;
}

function scanBody(page: string, html: string) {
  const root = parse(html);
  for (const element of root.querySelectorAll("*")) {
    for (const [name, value] of Object.entries(element.attributes)) {
      if (!isGuardedAttribute(name)) continue;
      checked.strings++;
      if (encoded(value)) findings.push({ page, place: `<${element.tagName.toLowerCase()} ${name}>`, value });
    }
    if (element.tagName === "SCRIPT") {
      checked.strings++;
      if (encoded(element.textContent))
        findings.push({
          page,
          place: `<script ${element.getAttribute("type") ?? ""}>`,
          value: element.textContent.slice(0, 120),
        });
    }
  }
  // Money is parsed back by people and machines alike: a figure with a £ sign stays plain.
  for (const money of html.match(/£[\d,.]+[^<\s]*/g) ?? []) {
    checked.strings++;
    if (encoded(money)) findings.push({ page, place: "formatted money", value: money });
  }
  const text = root.querySelector("body")?.textContent ?? root.textContent;
  if (encoded(text)) checked.encodedTextPages++;
  else pagesWithoutEncodedText.push(page);
}

function scanMeta(page: string, meta: MetaDescriptor[]) {
  for (const descriptor of meta) {
    for (const [key, value] of Object.entries(descriptor)) {
      if (typeof value !== "string") continue;
      checked.strings++;
      if (encoded(value)) findings.push({ page, place: `head ${key}`, value });
    }
  }
}

/** A content page's head, as its route's meta() writes it from what the route's loader returns. */
async function headOf(entry: RoutablePath, root: Awaited<ReturnType<typeof rootLoader>>): Promise<MetaDescriptor[]> {
  const request = new Request(`http://localhost${entry.path}`);
  const matches = [{ id: "root", data: root }];
  if (entry.kind === "article") {
    const data = await articleLoader({ params: { slug: entry.path.replace("/blog/", "") }, request, context: {} } as never);
    return articleMeta({ data, matches } as never);
  }
  if (entry.kind === "archiveMonth") {
    const data = await archiveLoader({
      params: { month: entry.path.replace("/blog/archive/", "") },
      request,
      context: {},
    } as never);
    return archiveMeta({ data, matches } as never);
  }
  // /about-us/:member is the about page with that member open, through its own route.
  const params =
    entry.kind === "teamMember" ? { selected: entry.path.replace("/about-us/", "") } : { "*": entry.path.replace(/^\//, "") };
  const data = await documentLoader({ params, request, context: {} } as never);
  return documentMeta({ data, matches } as never);
}

describe("stega in the preview, worst case: every string from fetch() encoded", () => {
  beforeAll(async () => {
    // Stega exists only in the drafts preview, and so does the browser-side cleaning.
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    resetContentSource();
    const paths = await listRoutablePaths();
    encoding.on = true;
    const root = await rootLoader();
    for (const entry of paths) {
      checked.pages++;
      scanBody(entry.path, await renderBoth(entry.path, () => renderRoutablePage(entry)));
      scanMeta(entry.path, await headOf(entry, root));
    }
    checked.pages++;
    scanBody("/sitemap", await renderBoth("/sitemap", renderSitemapPage));
  }, 120_000);

  afterAll(() => {
    encoding.on = false;
    vi.unstubAllEnvs();
    resetContentSource();
    console.info(
      `stega worst case: ${checked.pages} pages rendered, ${checked.strings} guarded strings checked, ` +
        `${checked.encodedTextPages} pages with encoded visible text`,
    );
  });

  it("leaves no encoded string in the head, JSON-LD, addresses, ids, accessible names or money", () => {
    const distinct = [
      ...new Map(
        findings.map((finding) => [`${finding.place}: ${finding.value.replace(STEGA_PAYLOAD, "«stega»")}`, finding]),
      ).values(),
    ];
    expect(
      distinct
        .slice(0, 30)
        .map(({ page, place, value }) => `${page} ${place}: ${JSON.stringify(value.replace(STEGA_PAYLOAD, "«stega»"))}`),
    ).toEqual([]);
  });

  it("renders every page as from plain content once the encoding is removed: nothing encoded was compared, measured or parsed", () => {
    expect(pagesChanged).toEqual([]);
  });

  it("keeps the encoding on the visible words of every content page, so the overlays find them", () => {
    expect(checked.pages).toBeGreaterThan(50);
    expect(pagesWithoutEncodedText).toEqual(["/sitemap"].filter((page) => pagesWithoutEncodedText.includes(page)));
  });

  it("writes sitemap.xml and _redirects without encoded addresses", async () => {
    encoding.on = true;
    const texts = [await (await sitemapXmlLoader()).text(), await (await redirectsLoader()).text()];
    for (const text of texts) expect(text.match(STEGA_PAYLOAD)).toBeNull();
  });
});
