import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stegaClean } from "@sanity/client/stega";
import { vercelStegaDecode } from "@vercel/stega";
import { delay, http, HttpResponse } from "msw";
import { contentSourceServer } from "../test/content-source-server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { publishedSite as config } from "../../react-router.config";
import { withExtraArticles } from "../../scripts/bench/synthetic-dataset";
import { loader as rootLoader } from "../root";
import { loader as articleLoader } from "../routes/article";
import { loader as archiveLoader } from "../routes/blog-archive";
import { loader as createOrderLoader } from "../routes/create-order";
import { loader as documentLoader } from "../routes/document";
import { loader as loginLoader } from "../routes/login";
import { loader as redirectsLoader } from "../routes/redirects-file";
import { loader as robotsLoader } from "../routes/robots-txt";
import { loader as sitemapLoader } from "../routes/sitemap";
import { loader as sitemapXmlLoader } from "../routes/sitemap-xml";
import { loader as pagesSitemapLoader } from "../routes/sitemap-pages-xml";
import { loader as monthSitemapLoader } from "../routes/sitemap-month-xml";
import { EMBEDDED_DATASET_DIR } from "./config.server";
import { fetch, resetContentSource } from "./fetch.server";
import { loadDatasetDocuments } from "./sources/embedded-dataset";

const server = contentSourceServer();

function datasetFile(lines: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "dataset-"));
  const file = join(dir, "data.ndjson");
  writeFileSync(file, lines.join("\n"));
  return file;
}

/** A published service and an unpublished draft of it: only the first may ever reach a page. */
const serviceA = {
  _id: "service-a",
  _type: "service",
  title: "Blogger Outreach",
  path: { current: "/services/blogger-outreach" },
  seo: {},
  blocks: [{ _type: "hero", _key: "h" }],
};
const draftOfServiceA = { _id: "drafts.service-a", _type: "service", title: "Unpublished title", path: serviceA.path };

const docs = [
  { ...serviceA, packages: [{ _ref: "pkg-1" }] },
  draftOfServiceA,
  { _id: "pkg-1", _type: "pricePackage", name: "DA20+", price: { gbp: 60, usd: 85 } },
  {
    ...serviceA,
    ...{ _id: "page-home", _type: "page", title: "Home", path: { current: "/" } },
    logo: { _type: "figure", _sanityAsset: "image@file://./images/abc123-96x48.svg" },
  },
].map((doc) => JSON.stringify(doc));

describe("fetch() over the embedded dataset (groq-js)", () => {
  it("runs GROQ with params and references, and leaves drafts out like the published perspective", async () => {
    vi.stubEnv("EMBEDDED_DATASET_FILE", datasetFile(docs));
    const result = await fetch(`*[_type == "service" && path.current == $path]{ title, "prices": packages[]->price }`, {
      path: "/services/blogger-outreach",
    });
    expect(result).toEqual([{ title: "Blogger Outreach", prices: [{ gbp: 60, usd: 85 }] }]);
  });

  it("serves export-format image fields as asset references with a URL and size", async () => {
    vi.stubEnv("EMBEDDED_DATASET_FILE", datasetFile(docs));
    const result = await fetch(`*[_id == "page-home"][0].logo{ "url": asset->url, "width": asset->metadata.dimensions.width }`);
    expect(result).toEqual({ url: "/media/images/abc123-96x48.svg", width: 96 });
  });

  it("names the missing file and how to create it", async () => {
    vi.stubEnv("EMBEDDED_DATASET_FILE", "/nowhere/data.ndjson");
    await expect(fetch(`*[0]`)).rejects.toThrow(/\/nowhere\/data\.ndjson does not exist\. Run `npm run seed`/);
  });

  it("names the line of a malformed dataset", async () => {
    vi.stubEnv("EMBEDDED_DATASET_FILE", datasetFile([docs[0]!, "{not json"]));
    await expect(fetch(`*[0]`)).rejects.toThrow(/data\.ndjson:2 is not valid JSON/);
  });

  it("refuses an empty dataset rather than publishing empty pages", async () => {
    vi.stubEnv("EMBEDDED_DATASET_FILE", datasetFile([""]));
    await expect(fetch(`*[0]`)).rejects.toThrow(/holds no published documents/);
  });
});

describe("fetch() against the Content Lake (a build)", () => {
  const EXPORT_URL = "https://test-project.api.sanity.io/v2025-02-19/data/export/production";
  const ndjson = (documents: object[]) => documents.map((document) => JSON.stringify(document)).join("\n");
  const PUBLISHED = [
    serviceA,
    draftOfServiceA,
    {
      _id: "image-abc-10x10-png",
      _type: "sanity.imageAsset",
      url: "https://cdn.sanity.io/images/test-project/production/abc-10x10.png",
    },
  ];

  beforeEach(() => {
    vi.stubEnv("SANITY_PROJECT_ID", "test-project");
    vi.stubEnv("SANITY_DATASET", "production");
  });

  it("reads the dataset in one export request at the pinned API version, then answers every query from it", async () => {
    let requests = 0;
    let authorization: string | null = null;
    server.use(
      http.get(EXPORT_URL, ({ request }) => {
        requests += 1;
        authorization = request.headers.get("authorization");
        return new HttpResponse(ndjson(PUBLISHED), { headers: { "Content-Type": "application/x-ndjson" } });
      }),
    );
    vi.stubEnv("SANITY_READ_TOKEN", "read-token");
    expect(
      await fetch(`*[_type == "service" && path.current == $path]{ title }`, { path: "/services/blogger-outreach" }),
    ).toEqual([{ title: "Blogger Outreach" }]);
    expect(await fetch(`count(*[_type == "service"])`)).toBe(1); // the draft is not published
    expect(await fetch(`*[_type == "sanity.imageAsset"][0].url`)).toContain("cdn.sanity.io");
    expect(requests).toBe(1);
    expect(authorization).toBe("Bearer read-token");
  });

  it("lists documents that tie in an order() the same way, whatever order the export sends them in", async () => {
    const tied = ["b", "c", "a"].map((key) => ({ _id: `claim-${key}`, _type: "claim", key, value: "10", wording: "ten" }));
    const listed = [];
    for (const sent of [tied, [...tied].reverse()]) {
      resetContentSource();
      server.use(http.get(EXPORT_URL, () => HttpResponse.text(ndjson(sent))));
      listed.push(await fetch(`*[_type == "claim"] | order(value asc).key`));
    }
    expect(listed[0]).toEqual(["a", "b", "c"]);
    expect(listed[1]).toEqual(listed[0]);
  });

  it("passes the Content Lake's documents through the content gate too", async () => {
    server.use(
      http.get(EXPORT_URL, () =>
        HttpResponse.text(ndjson([...PUBLISHED, { _id: "page-x", _type: "page", title: "x", path: { current: "/../../x" } }])),
      ),
    );
    await expect(fetch(`*[0]`)).rejects.toThrow(/page-x \(page\): path "\/..\/..\/x"/);
  });

  it("turns an API error into a message naming the project, dataset and status", async () => {
    server.use(
      http.get(EXPORT_URL, () =>
        HttpResponse.json({ error: { description: "Dataset not found", type: "httpNotFound" } }, { status: 404 }),
      ),
    );
    await expect(fetch(`*[0]`)).rejects.toThrow(
      /Sanity project test-project, dataset production failed with HTTP 404: Dataset not found/,
    );
  });

  it("gives up on a Content Lake that never answers after CONTENT_REQUEST_TIMEOUT_SECONDS, so a build cannot wait for ever", async () => {
    vi.stubEnv("CONTENT_REQUEST_TIMEOUT_SECONDS", "0.2");
    server.use(
      http.get(EXPORT_URL, async () => {
        await delay("infinite");
        return HttpResponse.text("");
      }),
    );
    const started = performance.now();
    await expect(fetch(`*[0]`)).rejects.toThrow(
      "Sanity project test-project, dataset production failed: no complete answer within 0.2 s (CONTENT_REQUEST_TIMEOUT_SECONDS)",
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("gives up on an export that starts and then goes quiet: the time-out covers the whole answer", async () => {
    vi.stubEnv("CONTENT_REQUEST_TIMEOUT_SECONDS", "0.2");
    server.use(
      http.get(EXPORT_URL, () => {
        const stalled = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`${JSON.stringify(serviceA)}\n`));
            // and nothing more, ever
          },
        });
        return new HttpResponse(stalled, { headers: { "Content-Type": "application/x-ndjson" } });
      }),
    );
    await expect(fetch(`*[0]`)).rejects.toThrow(/no complete answer within 0.2 s/);
  });

  it("refuses a request time-out that is not a positive number of seconds, naming the variable", async () => {
    vi.stubEnv("CONTENT_REQUEST_TIMEOUT_SECONDS", "soon");
    await expect(fetch(`*[0]`)).rejects.toThrow(
      /CONTENT_REQUEST_TIMEOUT_SECONDS must be a positive number of seconds \(got "soon"\)/,
    );
  });

  it("requires both variables: one alone is a configuration mistake, not a silent fallback", async () => {
    vi.stubEnv("SANITY_DATASET", "");
    await expect(fetch(`*[0]`)).rejects.toThrow(/Set both SANITY_PROJECT_ID and SANITY_DATASET/);
  });
});

describe("fetch() in the drafts preview (SANITY_PREVIEW=drafts)", () => {
  const API_URL = "https://test-project.api.sanity.io/v2025-02-19/data/query/production";
  const CDN_URL = "https://test-project.apicdn.sanity.io/v2025-02-19/data/query/production";

  beforeEach(() => {
    vi.stubEnv("SANITY_PREVIEW", "drafts");
    vi.stubEnv("SANITY_PROJECT_ID", "test-project");
    vi.stubEnv("SANITY_DATASET", "production");
    vi.stubEnv("SANITY_READ_TOKEN", "read-token");
  });

  it("reads drafts from the API itself (not the CDN) with the read token, so an unpublished edit shows on reload", async () => {
    let seen: Request | undefined;
    server.use(
      http.get(API_URL, ({ request }) => {
        seen = request;
        // The Content Lake overlays the draft on the published document, keeping the published id.
        return HttpResponse.json({ ms: 2, query: "", result: [{ _id: "service-a", title: "Unpublished title" }] });
      }),
      http.get(CDN_URL, () => HttpResponse.json({ error: "the CDN never serves drafts" }, { status: 500 })),
    );
    const result = await fetch(`*[_type == "service" && path.current == $path]{ _id, title }`, {
      path: "/services/blogger-outreach",
    });
    expect(result).toEqual([{ _id: "service-a", title: "Unpublished title" }]);
    expect(new URL(seen!.url).searchParams.get("perspective")).toBe("drafts");
    expect(seen!.headers.get("authorization")).toBe("Bearer read-token");
  });

  it("with the studio's address, returns visible strings stega-encoded for the overlays; path, seo, anchors and numbers stay plain", async () => {
    vi.stubEnv("PREVIEW_STUDIO_ORIGIN", "https://studio.example.com");
    let seen: Request | undefined;
    // The Content Lake's answer with its content source map (the documented resultSourceMap format).
    const resultSourceMap = {
      documents: [{ _id: "drafts.service-a", _type: "service" }],
      paths: ["$['title']", "$['path']['current']", "$['seo']['metaTitle']", "$['anchor']", "$['turnaround']['kind']"],
      mappings: Object.fromEntries(
        ["$['title']", "$['path']", "$['metaTitle']", "$['anchor']", "$['kind']"].map((resultPath, index) => [
          resultPath,
          { type: "value", source: { type: "documentValue", document: 0, path: index } },
        ]),
      ),
    };
    server.use(
      http.get(API_URL, ({ request }) => {
        seen = request;
        return HttpResponse.json({
          ms: 2,
          query: "",
          result: {
            title: "Blogger outreach",
            path: "/services/blogger-outreach",
            metaTitle: "Outreach",
            anchor: "prices",
            kind: "link",
            days: 7,
          },
          resultSourceMap,
        });
      }),
    );
    const result = (await fetch(
      `*[_id == "service-a"][0]{ title, "path": path.current, "metaTitle": seo.metaTitle, anchor, "kind": turnaround.kind, "days": turnaround.fromDays }`,
    )) as Record<string, unknown>;
    expect(new URL(seen!.url).searchParams.get("resultSourceMap")).toBeTruthy();
    expect(result.title).not.toBe("Blogger outreach");
    expect(stegaClean(result.title)).toBe("Blogger outreach");
    expect(vercelStegaDecode(result.title as string)).toMatchObject({
      origin: "sanity.io",
      href: expect.stringContaining("https://studio.example.com"),
    });
    expect({ ...result, title: "" }).toEqual({
      title: "",
      path: "/services/blogger-outreach",
      metaTitle: "Outreach",
      anchor: "prices",
      kind: "link",
      days: 7,
    });
  });

  it("without the studio's address, or outside the preview, never encodes", async () => {
    server.use(http.get(API_URL, () => HttpResponse.json({ ms: 2, query: "", result: { title: "Blogger outreach" } })));
    expect(await fetch(`*[0]{ title }`)).toEqual({ title: "Blogger outreach" });
  });

  it("refuses to start without a read token, naming what is missing, rather than showing published content", async () => {
    vi.stubEnv("SANITY_READ_TOKEN", "");
    await expect(fetch(`*[0]`)).rejects.toThrow(/drafts preview .* needs SANITY_READ_TOKEN/);
  });

  it("never falls back to the embedded dataset, which holds no drafts", async () => {
    vi.stubEnv("SANITY_PROJECT_ID", "");
    vi.stubEnv("SANITY_DATASET", "");
    await expect(fetch(`*[0]`)).rejects.toThrow(/needs SANITY_PROJECT_ID, SANITY_DATASET \(/);
  });

  it("refuses an unknown preview value instead of quietly showing published content", async () => {
    vi.stubEnv("SANITY_PREVIEW", "draft");
    await expect(fetch(`*[0]`)).rejects.toThrow(/SANITY_PREVIEW is "draft"; the only preview is "drafts"/);
  });
});

describe("a build against the Content Lake", () => {
  const EXPORT_URL = "https://test-project.api.sanity.io/v2025-02-19/data/export/production";
  const embedded = readFileSync(`${EMBEDDED_DATASET_DIR}data.ndjson`, "utf8");
  /** The embedded dataset as the Content Lake exports it: images are references to asset documents. */
  const asExport = (ndjson: string) =>
    loadDatasetDocuments(ndjson, "data.ndjson")
      .map((document) => JSON.stringify(document))
      .join("\n");

  type DocumentLoaderArgs = Parameters<typeof documentLoader>[0];
  const withParams = (params: Record<string, string>) => ({ params }) as unknown as DocumentLoaderArgs;

  /** The loader React Router runs for a prerendered path (the routes of src/routes.ts). */
  function pageLoader(path: string): () => Promise<unknown> {
    const resources: Record<string, () => Promise<unknown>> = {
      "/sitemap": sitemapLoader,
      "/sitemap.xml": sitemapXmlLoader,
      "/sitemaps/pages.xml": pagesSitemapLoader,
      "/robots.txt": robotsLoader,
      "/_redirects": redirectsLoader,
      "/login": loginLoader,
      "/create": createOrderLoader,
      "/client-dashboard": async () => null,
    };
    if (resources[path]) return resources[path];
    const [, first, second, third] = path.split("/");
    if (first === "sitemaps" && second === "articles" && third)
      return () => monthSitemapLoader({ params: { file: third } } as unknown as Parameters<typeof monthSitemapLoader>[0]);
    if (first === "blog" && second === "archive" && third)
      return () => archiveLoader({ params: { month: third } } as unknown as Parameters<typeof archiveLoader>[0]);
    if (first === "blog" && second)
      return () => articleLoader({ params: { slug: second } } as unknown as Parameters<typeof articleLoader>[0]);
    if (first === "about-us" && second) return () => documentLoader(withParams({ selected: second }));
    return () => documentLoader(withParams(path === "/" ? {} : { "*": path.slice(1) }));
  }

  /** What a build asks of the content: the paths to prerender, then each page's root and route loaders. */
  async function buildWorkload(): Promise<number> {
    const paths = await config.prerender.paths();
    for (const path of paths) {
      await rootLoader();
      await pageLoader(path)();
    }
    return paths.length;
  }

  beforeEach(() => {
    vi.stubEnv("SANITY_PROJECT_ID", "test-project");
    vi.stubEnv("SANITY_DATASET", "production");
  });

  for (const { name, extraArticles } of [
    { name: "the site's own dataset", extraArticles: 0 },
    { name: "the site with 5,000 synthetic articles", extraArticles: 5000 },
  ]) {
    it(`makes one request to list and load every page of ${name}`, async () => {
      const body = asExport(extraArticles ? withExtraArticles(embedded, extraArticles) : embedded);
      let requests = 0;
      server.use(
        http.get(EXPORT_URL, () => {
          requests += 1;
          return new HttpResponse(body, { headers: { "Content-Type": "application/x-ndjson" } });
        }),
      );
      const pages = await buildWorkload();
      expect(pages).toBeGreaterThan(80 + extraArticles);
      expect(requests).toBe(1);
    }, 120_000);
  }
});
