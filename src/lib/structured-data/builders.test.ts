import { describe, expect, it } from "vitest";
import { fetch } from "../../content/fetch.server";
import { PAGE_BY_PATH_QUERY } from "../../content/queries";
import { blogPosting, breadcrumbList, faqPage, organization, service, type ServicePackage } from "./builders";

/** A package as the page query returns it: fields the test leaves out are missing (null). */
const offer = (fields: Partial<ServicePackage>): ServicePackage => ({
  name: null,
  price: null,
  priceText: null,
  billedInGbpOnly: null,
  per: null,
  ...fields,
});

const SITE = "https://www.outreachlab.co.uk";

describe("structured data builders", () => {
  it("gives the organisation its contact points and only web profiles as sameAs", () => {
    const org = organization({
      name: "Outreach Lab",
      url: SITE,
      logoUrl: "/media/images/logo.svg",
      email: "hello@outreachlab.co.uk",
      phones: { uk: "+44 20 7946 0321", us: "+1 212 555 0147" },
      socials: ["https://www.linkedin.com/company/outreachlab", "skype:outreachlab?chat", null],
    });
    expect(org).toMatchObject({ "@type": "Organization", "@id": `${SITE}/#organization`, name: "Outreach Lab", url: `${SITE}/` });
    expect(org.contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        telephone: "+44 20 7946 0321",
        contactType: "customer service",
        areaServed: "GB",
        availableLanguage: "en-GB",
      },
      {
        "@type": "ContactPoint",
        telephone: "+1 212 555 0147",
        contactType: "customer service",
        areaServed: "US",
        availableLanguage: "en",
      },
    ]);
    expect(org.sameAs).toEqual(["https://www.linkedin.com/company/outreachlab"]);
    expect(org.logo).toBe(`${SITE}/media/images/logo.svg`);
  });

  it("gives the organisation no contact point for a country it has no number in", () => {
    const org = organization({ name: "Outreach Lab", url: SITE, phones: { uk: "+44 20 7946 0321", us: null }, socials: [] });
    expect(org.contactPoint).toMatchObject([{ areaServed: "GB" }]);
  });

  it("numbers breadcrumbs from Home with absolute addresses", () => {
    const list = breadcrumbList(SITE, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${SITE}/blog` },
    ]);
  });

  it("writes FAQ answers as plain text and leaves out questions without an answer", () => {
    const data = faqPage([
      {
        question: "Do you buy links?",
        answer: [
          { _type: "block", _key: "a", children: [{ _type: "span", _key: "s", text: "No, never.", marks: [] }], markDefs: [] },
        ],
      },
      { question: "Empty?", answer: [] },
    ]);
    expect(data?.mainEntity).toEqual([
      { "@type": "Question", name: "Do you buy links?", acceptedAnswer: { "@type": "Answer", text: "No, never." } },
    ]);
    expect(faqPage([])).toBeNull();
  });

  it("offers each blogger outreach package in GBP and USD from the price documents, with the turnaround", async () => {
    const page = await fetch(PAGE_BY_PATH_QUERY, { path: "/services/blogger-outreach" });
    expect(page?._type).toBe("service");
    if (page?._type !== "service") return;
    const data = service(SITE, {
      name: page.title ?? "",
      path: "/services/blogger-outreach",
      turnaroundDays: page.turnaroundDays,
      packages: page.offers ?? [],
    });
    const da20 = data.offers?.filter((offer) => offer.name === "DA20+").map((offer) => [offer.priceCurrency, offer.price]);
    expect(da20).toEqual([
      ["GBP", "60.00"],
      ["USD", "85.00"],
    ]);
    expect(data.offers).toHaveLength(8);
    expect(data.offers?.[0]?.deliveryLeadTime).toEqual({ "@type": "QuantitativeValue", minValue: 10, unitCode: "DAY" });
  });

  it("makes no offers for packages quoted rather than priced", () => {
    const data = service(SITE, {
      name: "SEO Packages",
      path: "/services/seo-packages",
      packages: [offer({ name: "Package 1", price: null })],
    });
    expect(data.offers).toBeUndefined();
  });

  it("offers a package billed in pounds only in GBP alone, even if a USD figure was left in", () => {
    const data = service(SITE, {
      name: "Digital PR",
      path: "/services/digital-pr",
      packages: [
        offer({ name: "DA30+", price: { gbp: 495, usd: null }, billedInGbpOnly: true }),
        offer({ name: "DA40+", price: { gbp: 595, usd: 750 }, billedInGbpOnly: true }),
      ],
    });
    expect(data.offers?.map((offer) => [offer.name, offer.priceCurrency, offer.price])).toEqual([
      ["DA30+", "GBP", "495.00"],
      ["DA40+", "GBP", "595.00"],
    ]);
  });

  it("makes no offer from price text ('Tailored quote', 'Free') or a missing or zero amount", () => {
    const data = service(SITE, {
      name: "Mixed",
      path: "/services/mixed",
      packages: [
        offer({ name: "Quote", price: null, priceText: "Tailored quote" }),
        offer({ name: "Free tier", price: null, priceText: "Free" }),
        offer({ name: "Broken", price: { gbp: 0, usd: null } }),
        offer({ name: "Priced", price: { gbp: 10, usd: 12 }, per: "per word" }),
      ],
    });
    expect(data.offers?.map((offer) => [offer.name, offer.priceCurrency, offer.priceSpecification?.unitText])).toEqual([
      ["Priced", "GBP", "per word"],
      ["Priced", "USD", "per word"],
    ]);
  });

  it("names the writer of an article as a Person, and the agency when none is named", () => {
    const facts = {
      title: "How long does SEO take?",
      path: "/blog/how-long-does-seo-take",
      publishedAt: "2025-01-01",
      imageUrl: "/media/images/a.svg",
    };
    expect(blogPosting(SITE, { ...facts, author: "Ada Lovelace" }).author).toEqual({ "@type": "Person", name: "Ada Lovelace" });
    expect(blogPosting(SITE, { ...facts, siteName: "Outreach Lab" }).author).toEqual({
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: "Outreach Lab",
      url: `${SITE}/`,
    });
    expect(blogPosting(SITE, facts).image).toBe(`${SITE}/media/images/a.svg`);
  });
});
