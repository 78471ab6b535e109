import { describe, expect, it } from "vitest";
import { publishedSite as config } from "../../react-router.config";
import { listRoutablePaths } from "../content/routable-paths";
import { fetch } from "../content/fetch.server";
import { PAGE_BY_PATH_QUERY } from "../content/queries";
import { loader as humanSitemapLoader } from "./sitemap";
import { loader as robotsLoader } from "./robots-txt";
import { loader as sitemapIndexLoader } from "./sitemap-xml";
import { loader as pagesSitemapLoader } from "./sitemap-pages-xml";
import { loader as monthSitemapLoader } from "./sitemap-month-xml";

const SITE_ADDRESS = "https://www.outreachlab.co.uk";
const locationsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** The files the index names, each as a search engine fetches it (through the loader the build prerenders it with). */
async function sitemapFiles(): Promise<Array<{ file: string; xml: string }>> {
  const index = await (await sitemapIndexLoader()).text();
  const files = [];
  for (const location of locationsIn(index)) {
    const file = location.replace(SITE_ADDRESS, "");
    const month = /^\/sitemaps\/articles\/([^/]+)$/.exec(file)?.[1];
    const response =
      file === "/sitemaps/pages.xml"
        ? await pagesSitemapLoader()
        : await monthSitemapLoader({ params: { file: month! } } as never);
    expect(response.headers.get("Content-Type"), file).toContain("application/xml");
    files.push({ file, xml: await response.text() });
  }
  return files;
}

/** Every address the sitemap lists, in its files' order. */
const sitemapLoader = async () => {
  const files = await sitemapFiles();
  return new Response(files.map(({ xml }) => xml).join("\n"), { headers: { "Content-Type": "application/xml" } });
};

describe("/sitemap.xml", () => {
  it("is an index of the pages' file and one file per month of articles, each a valid sitemap", async () => {
    const index = await (await sitemapIndexLoader()).text();
    expect(index).toContain("<sitemapindex");
    const files = locationsIn(index).map((location) => location.replace(SITE_ADDRESS, ""));
    expect(files[0]).toBe("/sitemaps/pages.xml");
    expect(files).toContain("/sitemaps/articles/2024-01.xml");
    expect(files).toHaveLength(1 + 16);
    for (const { file, xml } of await sitemapFiles()) {
      expect(xml, file).toContain("<urlset");
      // The protocol's limit for one file.
      expect(locationsIn(xml).length, file).toBeLessThanOrEqual(50_000);
    }
  });

  it("lists every indexable page at the site address with its last change, and nothing hidden from search", async () => {
    const response = await sitemapLoader();
    const xml = await response.text();
    const locations = locationsIn(xml);
    const expected = (await listRoutablePaths())
      .filter((entry) => entry.kind !== "teamMember" && !entry.noIndex)
      .map((entry) => `https://www.outreachlab.co.uk${entry.path}`);
    expect([...locations].sort()).toEqual([...expected].sort());
    expect(locations).toContain("https://www.outreachlab.co.uk/services/blogger-outreach");
    expect(locations).toContain("https://www.outreachlab.co.uk/blog/should-you-always-target-the-most-competitive-keywords");
    expect(locations).not.toContain("https://www.outreachlab.co.uk/login");
    expect(locations).not.toContain("https://www.outreachlab.co.uk/thank-you");
    expect(xml).toMatch(
      /<loc>https:\/\/www\.outreachlab\.co\.uk\/blog\/how-long-does-seo-take<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });
});

describe("/sitemap.xml against what the build prerenders", () => {
  const SITE = "https://www.outreachlab.co.uk";
  const RESOURCE_ROUTES = ["/sitemap.xml", "/robots.txt", "/_redirects"];

  it("lists only prerendered pages, and leaves out only resource files, biography deep links and pages marked noindex", async () => {
    const prerendered = await config.prerender.paths();
    const xml = await (await sitemapLoader()).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE, "") || "/");
    expect(listed.filter((path) => !prerendered.includes(path))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);

    const left = prerendered.filter(
      (path) =>
        !listed.includes(path) &&
        !RESOURCE_ROUTES.includes(path) &&
        !path.startsWith("/sitemaps/") &&
        !/^\/about-us\/[^/]+$/.test(path),
    );
    expect(left.length).toBeGreaterThan(0);
    // Every other page left out is one its editor marked noindex (its robots meta says so), or
    // the client area's screens (sign-in, dashboard, order), which robots.txt keeps out.
    const clientArea = ["/login", "/client-dashboard", "/create"];
    for (const path of left.filter((path) => !clientArea.includes(path))) {
      expect((await fetch(PAGE_BY_PATH_QUERY, { path }))?.seo?.noIndex, path).toBe(true);
    }
    expect(left).toEqual(expect.arrayContaining([...clientArea, "/thank-you"]));
  });

  it("the human /sitemap page lists the same pages, the blog's articles by month", async () => {
    const xml = await (await sitemapLoader()).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE, "") || "/");
    const human = (await humanSitemapLoader()).groups.flatMap((group) => group.entries.map((entry) => entry.path));
    // Articles are reached through their month's page, which the human sitemap links.
    expect(listed.filter((path) => !human.includes(path) && !/^\/blog\/(?!archive\/)[^/]+$/.test(path))).toEqual([]);
    expect(listed.filter((path) => path.startsWith("/blog/archive/")).length).toBeGreaterThan(10);
    expect(human.filter((path) => /^\/blog\/(?!archive\/)/.test(path))).toEqual([]);
  });
});

describe("/robots.txt", () => {
  it("allows the site, keeps the client area out and points at the sitemap", async () => {
    const text = await (await robotsLoader()).text();
    expect(text).toContain("Disallow: /client-dashboard");
    expect(text).toContain("Sitemap: https://www.outreachlab.co.uk/sitemap.xml");
  });
});
