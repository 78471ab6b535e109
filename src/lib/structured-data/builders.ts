import { portableTextToPlain } from "../portable-text-plain";

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

export function organization(site: SiteIdentity) {
  const contactPoint = [
    site.phones.uk ? { "@type": "ContactPoint", telephone: site.phones.uk, contactType: "customer service", areaServed: "GB", availableLanguage: "en-GB" } : null,
    site.phones.us ? { "@type": "ContactPoint", telephone: site.phones.us, contactType: "customer service", areaServed: "US", availableLanguage: "en" } : null,
  ].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    ...(site.logoUrl ? { logo: absolute(site.url, site.logoUrl) } : {}),
    ...(site.email ? { email: site.email } : {}),
    contactPoint,
    sameAs: site.socials.filter((url): url is string => Boolean(url && /^https?:\/\//.test(url))),
  };
}

export function webSite(site: SiteIdentity) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: `${site.url}/`,
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
    author: article.author ? { "@type": "Person", name: article.author } : { "@id": `${siteUrl}/#organization` },
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}

export interface ServiceFacts {
  name: string;
  path: string;
  description?: string | null;
  turnaroundDays?: number | null;
  packages: { name: string | null; price: { gbp: number | null; usd: number | null } | null }[];
}

/** A service, with one Offer per package and currency (the site never converts between them). */
export function service(siteUrl: string, facts: ServiceFacts) {
  const leadTime = facts.turnaroundDays
    ? { deliveryLeadTime: { "@type": "QuantitativeValue", minValue: facts.turnaroundDays, unitCode: "DAY" } }
    : {};
  const offers = facts.packages.flatMap((item) =>
    (["gbp", "usd"] as const).flatMap((currency) => {
      const amount = item.price?.[currency];
      if (amount == null || !item.name) return [];
      return [{ "@type": "Offer", name: item.name, price: amount.toFixed(2), priceCurrency: currency.toUpperCase(), url: absolute(siteUrl, `${facts.path}#pricing`), ...leadTime }];
    }),
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
