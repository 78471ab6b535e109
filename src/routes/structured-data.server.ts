import type { PageBlock } from "../blocks/types";
import type { ARTICLE_BY_SLUG_QUERY_RESULT, SITE_CHROME_QUERY_RESULT } from "../content/generated/sanity.types";
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  organization,
  service,
  webSite,
  type ServicePackage,
  type SiteIdentity,
} from "../lib/structured-data/builders";

/**
 * The structured data of each page, built by the loaders at build time from the same documents
 * the page shows. The page only writes it out, so its builders never reach the browser.
 */

type Crumb = { name: string; path: string };

/** Who publishes the site, from site settings and company contact; null without a site URL. */
export function siteIdentity(chrome: SITE_CHROME_QUERY_RESULT): SiteIdentity | null {
  const url = chrome.settings?.siteUrl?.replace(/\/+$/, "");
  if (!url) return null;
  return {
    name: chrome.settings?.siteName ?? "",
    url,
    logoUrl: chrome.settings?.logo?.url,
    email: chrome.contact?.email,
    phones: { uk: chrome.contact?.phone?.uk, us: chrome.contact?.phone?.us },
    socials: [
      chrome.contact?.social?.linkedin,
      chrome.contact?.social?.facebook,
      chrome.contact?.social?.whatsapp,
      chrome.contact?.social?.skype,
    ],
  };
}

/** Organization and WebSite, on every page. */
export const siteStructuredData = (site: SiteIdentity | null): object[] => (site ? [organization(site), webSite(site)] : []);

/** Home › … › this page. */
const breadcrumbs = (site: SiteIdentity, trail: Crumb[]) => breadcrumbList(site.url, [{ name: "Home", path: "/" }, ...trail]);

/** What a page, service or persona page needs: breadcrumbs (not on the home page), FAQs, service offers. */
export interface DocumentFacts {
  _type: string;
  path?: string | null;
  title?: string | null;
  seo?: { metaDescription?: string | null } | null;
  turnaroundDays?: number | null;
  offers?: ServicePackage[] | null;
  blocks: readonly PageBlock[];
}

export function documentStructuredData(page: DocumentFacts, site: SiteIdentity | null): object[] {
  const path = page.path ?? "/";
  const title = page.title ?? "";
  const questions = page.blocks.flatMap((block) => (block._type === "faq" ? (block.items ?? []) : []));
  const trail: Crumb[] =
    page._type === "service"
      ? [
          { name: "Services", path: "/services" },
          { name: title, path },
        ]
      : [{ name: title, path }];
  return [
    site && path !== "/" ? breadcrumbs(site, trail) : null,
    faqPage(questions),
    site && page._type === "service"
      ? service(site.url, {
          name: title,
          path,
          description: page.seo?.metaDescription,
          turnaroundDays: page.turnaroundDays,
          packages: page.offers ?? [],
        })
      : null,
  ].filter((item): item is NonNullable<typeof item> => item !== null);
}

type Article = NonNullable<ARTICLE_BY_SLUG_QUERY_RESULT>;

/** Breadcrumbs through the blog, and the article as a BlogPosting. */
export function articleStructuredData(article: Article, site: SiteIdentity | null): object[] {
  if (!site) return [];
  const path = `/blog/${article.slug}`;
  return [
    breadcrumbs(site, [
      { name: "Blog", path: "/blog" },
      { name: article.title ?? "", path },
    ]),
    blogPosting(site.url, {
      title: article.title ?? "",
      path,
      description: article.seo?.metaDescription,
      publishedAt: article.publishedAt,
      updatedAt: article._updatedAt,
      imageUrl: article.thumbnail?.url,
      author: article.author ? `${article.author.firstName} ${article.author.lastName}` : null,
      siteName: site.name,
    }),
  ];
}
