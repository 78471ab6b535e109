import { describe, expect, it } from "vitest";
import { listRoutablePaths } from "../content/routable-paths";
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
    expect(xml).toMatch(/<loc>https:\/\/www\.outreachlab\.co\.uk\/blog\/how-long-does-seo-take<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe("/robots.txt", () => {
  it("allows the site, keeps the client area out and points at the sitemap", async () => {
    const text = await (await robotsLoader()).text();
    expect(text).toContain("Disallow: /client-dashboard");
    expect(text).toContain("Sitemap: https://www.outreachlab.co.uk/sitemap.xml");
  });
});
