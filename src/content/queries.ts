import { defineQuery } from "groq";
import { pageBlocksFragment } from "../blocks/generated/page-blocks.query";
import { articleBodyFragment, imageFragment, moneyFragment, richTextFragment, seoFragment, turnaroundOf } from "./fragments";

/** Header, footer and notices: read once per page by the root loader. */
export const SITE_CHROME_QUERY = defineQuery(`{
  "settings": *[_id == "siteSettings"][0]{
    siteName,
    siteUrl,
    "logo": logo${imageFragment},
    "shareImage": shareImage${imageFragment},
    mainNavigation[]{ _key, label, href, children[]{ _key, label, href } },
    headerActions[]{ _key, label, href },
    footerQuickLinks[]{ _key, label, href },
    footerMainMenu[]{ _key, label, href },
    footerBlurb[]${richTextFragment},
    cookieNotice,
    allowedExternalAddresses
  },
  "contact": *[_id == "companyContact"][0]{ email, phone{ uk, us }, social{ linkedin, facebook, whatsapp, skype } }
}`);

/** Any page served at a path: a generic page, a service or a persona landing page. */
export const PAGE_BY_PATH_QUERY = defineQuery(`*[_type in ["page", "service", "personaPage"] && path.current == $path][0]{
  _id,
  _type,
  _updatedAt,
  "path": path.current,
  "seo": seo${seoFragment},
  _type == "page" => { title, subtitle, "graphic": graphic${imageFragment} },
  _type == "service" => {
    title,
    alias,
    "turnaroundDays": ${turnaroundOf("")}.days,
    "offers": packages[]->{ name, "price": price${moneyFragment}, priceText, billedInGbpOnly, per },
    points[]${richTextFragment},
    description[]${richTextFragment},
    "graphic": graphic${imageFragment}
  },
  _type == "personaPage" => {
    "title": heading,
    name,
    catchphrase,
    heading,
    paragraphs,
    "graphic": graphic${imageFragment}
  },
  ${pageBlocksFragment}
}`);

export const ARTICLE_BY_SLUG_QUERY = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  title,
  category,
  publishedAt,
  "slug": slug.current,
  "seo": seo${seoFragment},
  "thumbnail": thumbnail${imageFragment},
  "author": author->{ firstName, lastName, expertise },
  body[]${articleBodyFragment}
}`);

/** Every redirect editors manage; the build refuses loops and writes them to `_redirects`. */
export const REDIRECTS_QUERY = defineQuery(`*[_type == "redirect" && defined(from) && defined(to)] | order(from asc) {
  from,
  to,
  "permanent": coalesce(permanent, true)
}`);

/** Everything that has its own address: drives prerendering, the sitemap page and tests. */
export const ROUTABLE_CONTENT_QUERY = defineQuery(`{
  "pages": *[_type in ["page", "service", "personaPage"] && defined(path.current)] | order(path.current asc) {
    _type,
    "title": coalesce(title, heading),
    "path": path.current,
    "noIndex": seo.noIndex == true,
    _updatedAt
  },
  "articles": *[_type == "article" && defined(slug.current)] | order(publishedAt desc) {
    title,
    "slug": slug.current,
    "noIndex": seo.noIndex == true,
    publishedAt,
    _updatedAt
  },
  "team": *[_type == "teamMember" && defined(slug.current)] | order(order asc) { "slug": slug.current }
}`);

/** A month's published articles (`$month` is `2026-11`), in the filter the month index answers. */
const publishedInMonth = /* groq */ `*[_type == "article" && !(_id in path("drafts.**")) && string::startsWith(publishedAt, $month)]`;

/**
 * The published articles of one month (`$month` is `2026-11`), newest first: a page of the blog's
 * archive, and part of its front page. The filter is one the month index answers, so the read
 * depends on that month's articles only (decision 0055).
 */
export const ARTICLES_OF_MONTH_QUERY = defineQuery(`${publishedInMonth} | order(publishedAt desc, _id asc) {
  _id,
  title,
  category,
  publishedAt,
  excerpt,
  "slug": slug.current,
  "thumbnail": thumbnail${imageFragment}
}`);

/**
 * The pages, services and persona pages: listed by name on the sitemap page and in the sitemap
 * index's pages file (articles are listed by month in both).
 */
export const SITEMAP_PAGES_QUERY =
  defineQuery(`*[_type in ["page", "service", "personaPage"] && defined(path.current)] | order(path.current asc) {
  _type,
  "title": coalesce(title, heading),
  "path": path.current,
  "noIndex": seo.noIndex == true,
  _updatedAt
}`);

/** One month's articles as its file of the sitemap index lists them (`$month` is `2026-11`). */
export const ARTICLE_SITEMAP_OF_MONTH_QUERY = defineQuery(`${publishedInMonth} | order(publishedAt desc, _id asc) {
  "slug": slug.current,
  "noIndex": seo.noIndex == true,
  _updatedAt
}`);
