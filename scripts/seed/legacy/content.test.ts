import { beforeAll, describe, expect, it } from "vitest";
import { loadLegacyFolder } from "../load-legacy";
import { claims } from "./claims";
import { companyContact } from "./company-contact";
import { siteSettings } from "./site-settings";
import { team } from "./team";
import type { LegacyArticle, LegacyArticleCategory, LegacyPage, LegacyPersonaPage, LegacyService } from "./types";

/** The copy rules of legacy/README.md and the product description (`docs/product.md`), checked over the modules the seed reads. */

let services: LegacyService[];
let personas: LegacyPersonaPage[];
let articles: LegacyArticle[];
let pages: LegacyPage[];

beforeAll(async () => {
  [services, personas, articles, pages] = await Promise.all([
    loadLegacyFolder<LegacyService>("services"),
    loadLegacyFolder<LegacyPersonaPage>("personas"),
    loadLegacyFolder<LegacyArticle>("articles"),
    loadLegacyFolder<LegacyPage>("pages"),
  ]);
});

/** Every string inside a value, with a path naming where it is. */
function stringsIn(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  return [];
}

/** All copy the seed reads, labelled by module. */
const allCopy = () => [
  ...services.flatMap((service) => stringsIn(service, `service ${service.url}`)),
  ...personas.flatMap((page) => stringsIn(page, `persona ${page.url}`)),
  ...articles.flatMap((article) => stringsIn(article, `article ${article.url}`)),
  ...pages.flatMap((page) => stringsIn(page, `page ${page.path}`)),
  ...stringsIn(team, "team"),
  ...stringsIn(siteSettings, "siteSettings"),
  ...stringsIn(companyContact, "companyContact"),
  ...stringsIn(claims, "claims"),
];

const pageAt = (path: string) => {
  const page = pages.find((candidate) => candidate.path === path);
  expect(page, path).toBeDefined();
  return page!;
};
const pageCopy = (page: LegacyPage) =>
  page.sections
    .flatMap((section) => [section.heading ?? "", ...(section.paragraphs ?? []), ...(section.bullets ?? [])])
    .join("\n");

/** Paragraph copy as a reader sees it: link text kept, markup dropped, claims in their wording. */
function readable(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1")
    .replace(/\*\*/g, "")
    .replace(/\{\{claim:([a-z0-9-]+)\}\}/g, (_, key: string) => claims.find((claim) => claim.key === key)?.wording ?? "");
}
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe("services", () => {
  it("are the 40 the product description lists: 39 under /services/ plus /us/blogger-outreach", () => {
    const urls = services.map((service) => service.url);
    expect(urls.filter((url) => url.startsWith("/services/"))).toHaveLength(39);
    expect(urls.filter((url) => !url.startsWith("/services/"))).toEqual(["/us/blogger-outreach"]);
    expect(new Set(urls).size).toBe(40);
  });

  it("have a meta title of at most 60 and a meta description of at most 160 characters", () => {
    const tooLong = services
      .filter((service) => service.meta.title.length > 60 || service.meta.description.length > 160)
      .map((service) => `${service.url}: title ${service.meta.title.length}, description ${service.meta.description.length}`);
    expect(tooLong).toEqual([]);
    expect(services.every((service) => service.meta.title.trim() && service.meta.description.trim())).toBe(true);
  });

  it("each have at least 3 how-it-works steps, 3 key benefits and 4 FAQs", () => {
    const short = services
      .filter((service) => service.how_it_works.length < 3 || service.key_benefits.length < 3 || service.faq.length < 4)
      .map(
        (service) =>
          `${service.url}: ${service.how_it_works.length} steps, ${service.key_benefits.length} benefits, ${service.faq.length} FAQs`,
      );
    expect(short).toEqual([]);
  });

  it("each state a turnaround of at least one whole day", () => {
    const bad = services
      .filter((service) => !Number.isInteger(service.days) || service.days < 1)
      .map((service) => `${service.url}: ${service.days}`);
    expect(bad).toEqual([]);
  });

  it("have distinct titles, so persona and home cards name exactly one service", () => {
    const titles = services.map((service) => service.title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});

describe("persona pages", () => {
  it("are the 8 the product description lists", () => {
    expect(personas.map((page) => page.url).sort()).toEqual(
      [
        "/casino-seo",
        "/end-user",
        "/link-building",
        "/multilingual-seo",
        "/referral-partners",
        "/us/link-building",
        "/us/multilingual-seo",
        "/white-label",
      ].sort(),
    );
  });

  it("title the how-it-works block 'Now where to go?' on the multilingual pages only", () => {
    const titles = Object.fromEntries(personas.map((page) => [page.url, page.content.howItWorksTitle ?? "How does it work?"]));
    expect(titles["/multilingual-seo"]).toBe("Now where to go?");
    expect(titles["/us/multilingual-seo"]).toBe("Now where to go?");
    const others = personas.filter((page) => !page.url.endsWith("multilingual-seo"));
    expect(others.filter((page) => titles[page.url] === "Now where to go?").map((page) => page.url)).toEqual([]);
  });
});

describe("articles", () => {
  const categories: LegacyArticleCategory[] = ["Blogger Outreach", "SEO", "Link Building", "Reputation Management"];

  it("number at least 18, across all four blog categories", () => {
    expect(articles.length).toBeGreaterThanOrEqual(18);
    expect(categories.filter((category) => !articles.some((article) => article.category === category))).toEqual([]);
    expect(articles.filter((article) => !categories.includes(article.category)).map((article) => article.url)).toEqual([]);
  });

  it("each have at least 600 words of paragraph text and at least one image", () => {
    const thin = articles
      .map((article) => {
        const text = article.description
          .flatMap((block) => (block.type === "paragraph" ? block.content : []))
          .map(readable)
          .join(" ");
        const images = article.description.filter((block) => block.type === "image").length;
        return { url: article.url, words: wordCount(text), images };
      })
      .filter((entry) => entry.words < 600 || entry.images < 1);
    expect(thin).toEqual([]);
  });

  it("give every image block alt text", () => {
    const missing = articles.flatMap((article) =>
      article.description.filter((block) => block.type === "image" && !block.alt.trim()).map(() => article.url),
    );
    expect(missing).toEqual([]);
  });

  it("include 'should-you-always-target-the-most-competitive-keywords' in SEO at position 5", () => {
    const article = articles.find((candidate) => candidate.url === "should-you-always-target-the-most-competitive-keywords");
    expect(article).toMatchObject({ category: "SEO", order: 5 });
  });

  it("use each position at most once within a category, so the blog order is unambiguous", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const article of articles) {
      if (article.order === undefined) continue;
      const slot = `${article.category} #${article.order}`;
      if (seen.has(slot)) clashes.push(`${slot}: ${seen.get(slot)} and ${article.url}`);
      seen.set(slot, article.url);
    }
    expect(clashes).toEqual([]);
  });
});

describe("legal pages", () => {
  it("give the privacy policy exactly 11 sections and the terms exactly 19", () => {
    expect(pageAt("/privacy-policy").sections).toHaveLength(11);
    expect(pageAt("/terms").sections).toHaveLength(19);
  });

  it("state the terms' deadlines and late-payment figures (claims read as the page shows them)", () => {
    const wordingOf = (key: string) => claims.find((claim) => claim.key === key)?.wording ?? "";
    const terms = pageCopy(pageAt("/terms")).replace(/\{\{claim:([a-z0-9-]+)\}\}/g, (_, key: string) => wordingOf(key));
    for (const phrase of ["7 working days", "20 working days", "£42", "8%", "30 days"]) expect(terms, phrase).toContain(phrase);
  });
});

describe("all copy", () => {
  it("links internally only to paths that a page, service, persona or article provides", () => {
    const provided = new Set([
      ...pages.map((page) => page.path),
      ...services.map((service) => service.url),
      ...personas.map((page) => page.url),
      ...articles.map((article) => `/blog/${article.url}`),
    ]);
    const broken: string[] = [];
    let checked = 0;
    for (const { path, text } of allCopy()) {
      for (const match of text.matchAll(/\]\((\/[^)\s]*)\)|href\s*=\s*["'](\/[^"']*)["']/g)) {
        const target = (match[1] ?? match[2]!).replace(/[?#].*$/, "") || "/";
        checked++;
        if (!provided.has(target)) broken.push(`${path}: ${target}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it("types no price: every £/$ amount is a price document or a claim, never copy", () => {
    const amounts = allCopy()
      .filter(({ path }) => !path.startsWith("claims"))
      .flatMap(({ path, text }) => [...text.matchAll(/[£$]\s?\d[\d,.]*/g)].map((match) => `${path}: ${match[0]}`));
    expect(amounts).toEqual([]);
    const lateFee = pageAt("/terms").sections.find((section) =>
      section.paragraphs?.some((text) => text.includes("{{claim:late-payment-fee}}")),
    );
    expect(lateFee?.heading).toBe("Late payment");
  });

  it("refers only to claims that claims.ts states", () => {
    const keys = new Set<string>(claims.map((claim) => claim.key));
    const unknown = allCopy().flatMap(({ path, text }) =>
      [...text.matchAll(/\{\{claim:([^}]*)\}\}/g)].filter((match) => !keys.has(match[1]!)).map((match) => `${path}: ${match[0]}`),
    );
    expect(unknown).toEqual([]);
  });

  it("gives every page, persona and article a meta description of 120-140 characters and a title of at most 60", () => {
    const metas = [
      ...services.map((service) => ({ where: service.url, ...service.meta })),
      ...personas.map((page) => ({ where: page.url, ...page.meta })),
      ...pages.map((page) => ({ where: page.path, ...page.meta })),
      ...articles.map((article) => ({
        where: `/blog/${article.url}`,
        title: article.metaTitle,
        description: article.metaDescription,
      })),
    ];
    const off = metas
      .filter((meta) => meta.title.length > 60 || meta.description.length < 120 || meta.description.length > 140)
      .map((meta) => `${meta.where}: title ${meta.title.length}, description ${meta.description.length}`);
    expect(off).toEqual([]);
  });
});
