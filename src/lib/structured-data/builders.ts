import type { PAGE_BY_PATH_QUERY_RESULT } from "../../content/generated/sanity.types";
import { portableTextToPlain } from "../format/portable-text-plain";

/**
 * schema.org objects built from the same documents the page shows, so search engines read exactly
 * what visitors read: one source for every price, question and contact detail.
 */

type PortableText = Parameters<typeof portableTextToPlain>[0];

export interface SiteIdentity {
  name: string;
  url: string;
  logoUrl?: string | null;
  email?: string | null;
  phones: { uk?: string | null; us?: string | null };
  socials: (string | null | undefined)[];
}

const absolute = (base: string, path: string) => new URL(path, `${base}/`).href;

/** The organisation and the website are both the site's: named after it, at its address, each with its own `#fragment` id. */
const siteNode = (site: SiteIdentity, type: string, fragment: string) => ({
  "@context": "https://schema.org",
  "@type": type,
  "@id": `${site.url}/#${fragment}`,
  name: site.name,
  url: `${site.url}/`,
});

/** A phone line for customers in one country, or null when the site has no number there. */
const customerService = (telephone: string | null | undefined, areaServed: string, availableLanguage: string) =>
  telephone ? { "@type": "ContactPoint", telephone, contactType: "customer service", areaServed, availableLanguage } : null;

export function organization(site: SiteIdentity) {
  const uk = customerService(site.phones.uk, "GB", "en-GB");
  const us = customerService(site.phones.us, "US", "en");
  return {
    ...siteNode(site, "Organization", "organization"),
    ...(site.logoUrl ? { logo: absolute(site.url, site.logoUrl) } : {}),
    ...(site.email ? { email: site.email } : {}),
    contactPoint: [uk, us].filter(Boolean),
    sameAs: site.socials.filter((url): url is string => Boolean(url && /^https?:\/\//.test(url))),
  };
}

export function webSite(site: SiteIdentity) {
  return {
    ...siteNode(site, "WebSite", "website"),
    inLanguage: "en-GB",
    publisher: { "@id": `${site.url}/#organization` },
  };
}

export function breadcrumbList(siteUrl: string, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

export function faqPage(questions: { question: string | null; answer: unknown[] | null }[]) {
  const entries = questions.filter((entry) => entry.question && entry.answer?.length);
  if (entries.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: portableTextToPlain(entry.answer as PortableText) },
    })),
  };
}

export interface ArticleFacts {
  title: string;
  path: string;
  description?: string | null;
  publishedAt?: string | null;
  updatedAt?: string | null;
  imageUrl?: string | null;
  author?: string | null;
  /** The publisher's name: the author when an article names no person (search engines want a name). */
  siteName?: string | null;
}

export function blogPosting(siteUrl: string, article: ArticleFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    mainEntityOfPage: absolute(siteUrl, article.path),
    inLanguage: "en-GB",
    ...(article.description ? { description: article.description } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
    ...(article.imageUrl ? { image: absolute(siteUrl, article.imageUrl) } : {}),
    author: article.author
      ? { "@type": "Person", name: article.author }
      : {
          "@type": "Organization",
          "@id": `${siteUrl}/#organization`,
          ...(article.siteName ? { name: article.siteName, url: `${siteUrl}/` } : {}),
        },
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}

/**
 * A package a service sells, as the page query returns it. `priceText` ("Tailored quote") is words,
 * not an amount, so never an Offer; `billedInGbpOnly` means a USD figure is never offered.
 */
export type ServicePackage = NonNullable<Extract<NonNullable<PAGE_BY_PATH_QUERY_RESULT>, { _type: "service" }>["offers"]>[number];

export interface ServiceFacts {
  name: string;
  path: string;
  description?: string | null;
  turnaroundDays?: number | null;
  packages: ServicePackage[];
}

/** The currencies a package is really sold in, with the amount in each. */
function pricesOf(item: ServicePackage): { currency: "GBP" | "USD"; amount: number }[] {
  const currencies = item.billedInGbpOnly ? (["gbp"] as const) : (["gbp", "usd"] as const);
  return currencies.flatMap((currency) => {
    const amount = item.price?.[currency];
    // Only a positive figure from the price document is a price: a missing one (a quote, a
    // GBP-only package's USD) must not become a free offer.
    return typeof amount === "number" && amount > 0 ? [{ currency: currency.toUpperCase() as "GBP" | "USD", amount }] : [];
  });
}

/**
 * A service, with one Offer per package and currency it is sold in, straight from the price
 * documents (the site never converts between currencies). Quoted packages make no Offer.
 */
export function service(siteUrl: string, facts: ServiceFacts) {
  const leadTime = facts.turnaroundDays
    ? { deliveryLeadTime: { "@type": "QuantitativeValue", minValue: facts.turnaroundDays, unitCode: "DAY" } }
    : {};
  const offers = facts.packages.flatMap((item) =>
    item.name
      ? pricesOf(item).map(({ currency, amount }) => ({
          "@type": "Offer",
          name: item.name,
          price: amount.toFixed(2),
          priceCurrency: currency,
          // The unit tells a per-word price from a per-article one with the same package name.
          ...(item.per
            ? {
                priceSpecification: {
                  "@type": "UnitPriceSpecification",
                  price: amount.toFixed(2),
                  priceCurrency: currency,
                  unitText: item.per,
                },
              }
            : {}),
          url: absolute(siteUrl, `${facts.path}#pricing`),
          ...leadTime,
        }))
      : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: facts.name,
    url: absolute(siteUrl, facts.path),
    ...(facts.description ? { description: facts.description } : {}),
    provider: { "@id": `${siteUrl}/#organization` },
    areaServed: ["GB", "US"],
    ...(offers.length ? { offers } : {}),
  };
}
