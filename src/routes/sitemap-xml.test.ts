import { describe, expect, it } from "vitest";
import { publishedSite as config } from "../../react-router.config";
import { listRoutablePaths } from "../content/routable-paths";
import { fetch } from "../content/fetch.server";
import { PAGE_BY_PATH_QUERY } from "../content/queries";
import { loader as humanSitemapLoader } from "./sitemap";
import { loader as robotsLoader } from "./robots-txt";
import { loader as sitemapLoader } from "./sitemap-xml";

describe("/sitemap.xml", () => {
  it("lists every indexable page at the site address with its last change, and nothing hidden from search", async () => {
    const response = await sitemapLoader();
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = (await listRoutablePaths())
      .filter((entry) => entry.kind !== "teamMember" && !entry.noIndex)
      .map((entry) => `https://www.outreachlab.co.uk${entry.path}`);
    expect(locations).toEqual(expected);
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
      (path) => !listed.includes(path) && !RESOURCE_ROUTES.includes(path) && !/^\/about-us\/[^/]+$/.test(path),
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
