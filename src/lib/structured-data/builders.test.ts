import { describe, expect, it } from "vitest";
import { fetch } from "../../content/fetch";
import { PAGE_BY_PATH_QUERY } from "../../content/queries";
import { breadcrumbList, faqPage, organization, service } from "./builders";
import { serializeJsonLd } from "./json-ld";

const SITE = "https://www.outreachlab.co.uk";

describe("serializeJsonLd", () => {
  it("cannot be broken out of: </script> and markup in content stay inside the JSON", () => {
    const json = serializeJsonLd({ name: 'Evil </script><script>alert("x")</script> & co' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ name: 'Evil </script><script>alert("x")</script> & co' });
  });
});

describe("structured data builders", () => {
  it("gives the organisation its contact points and only web profiles as sameAs", () => {
    const org = organization({
      name: "Outreach Lab", url: SITE, logoUrl: "/media/images/logo.svg", email: "hello@outreachlab.co.uk",
      phones: { uk: "+44 20 7946 0321", us: "+1 212 555 0147" },
      socials: ["https://www.linkedin.com/company/outreachlab", "skype:outreachlab?chat", null],
    });
    expect(org.contactPoint).toHaveLength(2);
    expect(org.sameAs).toEqual(["https://www.linkedin.com/company/outreachlab"]);
    expect(org.logo).toBe(`${SITE}/media/images/logo.svg`);
  });

  it("numbers breadcrumbs from Home with absolute addresses", () => {
    const list = breadcrumbList(SITE, [{ name: "Home", path: "/" }, { name: "Blog", path: "/blog" }]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${SITE}/blog` },
    ]);
  });

  it("writes FAQ answers as plain text and leaves out questions without an answer", () => {
    const data = faqPage([
      { question: "Do you buy links?", answer: [{ _type: "block", _key: "a", children: [{ _type: "span", _key: "s", text: "No, never.", marks: [] }], markDefs: [] }] },
      { question: "Empty?", answer: [] },
    ]);
    expect(data?.mainEntity).toEqual([{ "@type": "Question", name: "Do you buy links?", acceptedAnswer: { "@type": "Answer", text: "No, never." } }]);
    expect(faqPage([])).toBeNull();
  });

  it("offers each blogger outreach package in GBP and USD from the price documents, with the turnaround", async () => {
    const page = await fetch(PAGE_BY_PATH_QUERY, { path: "/services/blogger-outreach" });
    expect(page?._type).toBe("service");
    if (page?._type !== "service") return;
    const data = service(SITE, { name: page.title ?? "", path: "/services/blogger-outreach", turnaroundDays: page.turnaroundDays, packages: page.offers ?? [] });
    const da20 = data.offers?.filter((offer) => offer.name === "DA20+").map((offer) => [offer.priceCurrency, offer.price]);
    expect(da20).toEqual([["GBP", "60.00"], ["USD", "85.00"]]);
    expect(data.offers).toHaveLength(8);
    expect(data.offers?.[0]?.deliveryLeadTime).toEqual({ "@type": "QuantitativeValue", minValue: 10, unitCode: "DAY" });
  });

  it("makes no offers for packages quoted rather than priced", () => {
    const data = service(SITE, { name: "SEO Packages", path: "/services/seo-packages", packages: [{ name: "Package 1", price: null }] });
    expect(data.offers).toBeUndefined();
  });
});
