import { describe, expect, it } from "vitest";
import { renderArticlePage, renderContentPage } from "../../test/render-page";

/**
 * The structured data a search engine reads on each kind of page, taken from the HTML the build
 * prerenders (root shell and page, from the embedded dataset), parsed as JSON.
 */
type Node = Record<string, unknown> & { "@type": string };

function jsonLdIn(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return blocks.map((block) => JSON.parse(block) as Node);
}

const typesOf = (nodes: Node[]) => nodes.map((node) => node["@type"]).sort();
const only = (nodes: Node[], type: string) => {
  const found = nodes.filter((node) => node["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
};

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
  priceSpecification?: { unitText: string };
  deliveryLeadTime?: { minValue: number };
}
const offersOf = (nodes: Node[]) => (only(nodes, "Service").offers ?? []) as Offer[];
const pricesIn = (offers: Offer[], currency: string) =>
  offers.filter((offer) => offer.priceCurrency === currency).map((offer) => [offer.name, offer.price]);

const SITE = "https://www.outreachlab.co.uk";

describe("JSON-LD on the prerendered pages", () => {
  it("home: the organisation with its contact points and web profiles, and the website; no breadcrumbs", async () => {
    const nodes = jsonLdIn(await renderContentPage("/"));
    expect(typesOf(nodes)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    expect(typesOf(nodes)).not.toContain("BreadcrumbList");
    const org = only(nodes, "Organization");
    expect(org).toMatchObject({ "@id": `${SITE}/#organization`, name: "Outreach Lab", url: `${SITE}/` });
    expect((org.contactPoint as { telephone: string; areaServed: string }[]).map((point) => point.areaServed)).toEqual([
      "GB",
      "US",
    ]);
    expect((org.sameAs as string[]).every((url) => url.startsWith("https://"))).toBe(true);
    expect(only(nodes, "WebSite")).toMatchObject({ url: `${SITE}/`, inLanguage: "en-GB" });
  });

  it("link packages: an Offer per package in GBP and USD with the prices the page shows, and the turnaround", async () => {
    const nodes = jsonLdIn(await renderContentPage("/services/link-packages"));
    expect(typesOf(nodes)).toEqual(expect.arrayContaining(["BreadcrumbList", "Organization", "Service", "WebSite"]));
    const offers = offersOf(nodes);
    expect(pricesIn(offers, "GBP")).toEqual([
      ["Package 1", "895.00"],
      ["Package 2", "1495.00"],
      ["Package 3", "3795.00"],
      ["Package 4", "7795.00"],
    ]);
    expect(pricesIn(offers, "USD")).toEqual([
      ["Package 1", "1295.00"],
      ["Package 2", "1995.00"],
      ["Package 3", "4995.00"],
      ["Package 4", "9995.00"],
    ]);
    expect(offers.every((offer) => offer.deliveryLeadTime?.minValue === 14)).toBe(true);
    expect(only(nodes, "Service")).toMatchObject({
      name: "Link Packages",
      url: `${SITE}/services/link-packages`,
      provider: { "@id": `${SITE}/#organization` },
    });
    const crumbs = only(nodes, "BreadcrumbList").itemListElement as { name: string; item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${SITE}/`, `${SITE}/services`, `${SITE}/services/link-packages`]);
  });

  it("digital PR: packages billed in pounds only are offered in GBP alone, and the free tier is not an Offer", async () => {
    const offers = offersOf(jsonLdIn(await renderContentPage("/services/digital-pr")));
    expect(pricesIn(offers, "USD")).toEqual([]);
    expect(pricesIn(offers, "GBP")).toEqual(
      expect.arrayContaining([
        ["DA30+", "495.00"],
        ["DA40+", "595.00"],
        ["DA60+", "795.00"],
        ["DA70+", "995.00"],
        ["DA80+", "1495.00"],
        ["Online citation", "295.00"],
      ]),
    );
    expect(offers.map((offer) => offer.name)).not.toContain("Below DA30");
  });

  it("content creation: per-word and per-article prices are told apart by their unit", async () => {
    const offers = offersOf(jsonLdIn(await renderContentPage("/services/content-creation")));
    const basic = offers.filter((offer) => offer.name === "Basic" && offer.priceCurrency === "GBP");
    expect(basic.map((offer) => [offer.price, offer.priceSpecification?.unitText])).toEqual([
      ["0.05", "per word"],
      ["20.00", "per article"],
    ]);
  });

  it("SEO packages: tailored quotes make a Service with no Offers (no invented prices)", async () => {
    const nodes = jsonLdIn(await renderContentPage("/services/seo-packages"));
    expect(only(nodes, "Service").offers).toBeUndefined();
  });

  it("a persona page: breadcrumbs to itself and the site's organisation, no Service", async () => {
    const nodes = jsonLdIn(await renderContentPage("/white-label"));
    expect(typesOf(nodes)).toContain("BreadcrumbList");
    expect(typesOf(nodes)).not.toContain("Service");
    const crumbs = only(nodes, "BreadcrumbList").itemListElement as { position: number; item: string }[];
    expect(crumbs.at(-1)).toMatchObject({ position: 2, item: `${SITE}/white-label` });
  });

  it("an article: BlogPosting with headline, dates, image and author, under Blog in the breadcrumbs", async () => {
    const slug = "should-you-always-target-the-most-competitive-keywords";
    const nodes = jsonLdIn(await renderArticlePage(slug));
    const post = only(nodes, "BlogPosting");
    expect(post).toMatchObject({
      headline: "Should You Always Target the Most Competitive Keywords?",
      mainEntityOfPage: `${SITE}/blog/${slug}`,
      datePublished: "2025-02-11",
      dateModified: "2025-02-11T09:00:00Z",
      image: `${SITE}/media/images/2bde101dba6982c4c34345b18e9a0f85758a52a6-1200x630.svg`,
      inLanguage: "en-GB",
      // The dataset's articles name no writer, so the agency is the author, by name.
      author: { "@type": "Organization", "@id": `${SITE}/#organization`, name: "Outreach Lab" },
      publisher: { "@id": `${SITE}/#organization` },
    });
    expect(post.description).toMatch(/^Chasing the hardest keywords first/);
    const crumbs = only(nodes, "BreadcrumbList").itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      "Home",
      "Blog",
      "Should You Always Target the Most Competitive Keywords?",
    ]);
  });

  it("get in touch: breadcrumbs and the organisation's contact details, every block valid JSON", async () => {
    const html = await renderContentPage("/get-in-touch");
    const nodes = jsonLdIn(html);
    expect(nodes.length).toBe((html.match(/application\/ld\+json/g) ?? []).length);
    expect(typesOf(nodes)).toEqual(expect.arrayContaining(["BreadcrumbList", "Organization", "WebSite"]));
    expect(only(nodes, "Organization").email).toMatch(/@/);
  });

  it("a page with FAQs: FAQPage with each question and its plain-text answer", async () => {
    const faq = only(jsonLdIn(await renderContentPage("/services/blogger-outreach")), "FAQPage");
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThan(0);
    expect(
      questions.every(
        (entry) => entry.name.endsWith("?") && entry.acceptedAnswer.text.length > 0 && !entry.acceptedAnswer.text.includes("<"),
      ),
    ).toBe(true);
  });
});
