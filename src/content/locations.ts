import { getPublishedId } from "@sanity/client/csm";
import { formatLongMonth } from "../lib/format/uk-date";
import { archiveMonthOf, archivePath, countByMonth, NEWEST_AT_LEAST_UNSET, newestMonthsHolding } from "./article-months";

/**
 * Where a document is shown: the pages whose HTML changes when it changes. One source for the
 * studio's "Used on" view and the Presentation tool's locations, checked against rendered pages
 * (locations.build.test.ts) for every claim, price and turnaround of the embedded dataset.
 *
 * The studio fetches LOCATIONS_SNAPSHOT_QUERY once (in the perspective it shows: the Used on view
 * the published site as built, Presentation the drafts or release beside the form) and
 * `locationsOf` decides from it. The rules mirror what the site's queries read, so they must
 * change when a projection does:
 * - the header and footer (site settings, company contact, claims in the footer blurb) are on
 *   every page;
 * - a page, service, persona page or article shows whatever it references (blocks, a service's
 *   packages and copy, an article's author and body);
 * - the team grid shows every published member with their biography (and its inline claims); the
 *   book-a-call block every member with a booking link;
 * - a service's turnaround is shown by its own page and by services that follow it
 *   (`sameTurnaroundAs`), and wherever copy cites it inline (also through a follower);
 * - service cards without a chosen list show every service; the article list the articles of the
 *   newest months it shows, and each month's archive page that month's articles; the sitemap
 *   page every page's title; the order form every service and its package names;
 * - `/about-us/:member` renders the about page with that member open, so it shows what
 *   `/about-us` shows.
 */

/**
 * Pages every build has besides the content's own, each with the header and footer. They are
 * counted in "every page"; the sitemap page and the order form also show content (rules above).
 */
export const APP_PAGES = ["/sitemap", "/login", "/create", "/client-dashboard"] as const;

/** Why a page shows the document, worded for the editor. */
export type LocationReason =
  | "header and footer"
  | "its own page"
  | "reference"
  | "inline turnaround"
  | "follows its turnaround"
  | "team grid"
  | "book-a-call"
  | "team member's biography"
  | "service cards"
  | "article list"
  | "month's archive"
  | "sitemap"
  | "order form";

interface PageLocation {
  path: string;
  title: string;
  /** The document that holds the page (to open it in the studio); none for the app's own pages. */
  documentId?: string;
  documentType?: string;
  reason: LocationReason;
}

export interface Locations {
  /** The header or footer shows it: every page of the site, `pageCount` of them. */
  everyPage: boolean;
  pageCount: number;
  /** Each page once, in path order (all of them when `everyPage`). */
  pages: PageLocation[];
}

type Json = unknown;

interface SnapshotPage {
  _id: string;
  _type: string;
  title: string | null;
  path: string;
  follows: string | null;
  document: Json;
}

interface SnapshotArticle {
  _id: string;
  title: string | null;
  path: string;
  publishedAt: string | null;
  document: Json;
}

interface SnapshotMember {
  _id: string;
  title: string | null;
  slug: string | null;
  hasBookingUrl: boolean;
  biography: Json;
}

export interface LocationsSnapshot {
  pages: SnapshotPage[] | null;
  articles: SnapshotArticle[] | null;
  members: SnapshotMember[] | null;
  footerBlurb: Json;
  services: { _id: string; follows: string | null }[] | null;
}

/**
 * Each document once: read in a perspective (the studio's), every document already stands under its
 * published id; read as stored, its draft and release versions are left out.
 */
const PUBLISHED = `!(_id in path("drafts.**")) && !(_id in path("versions.**"))`;

/**
 * Everything `locationsOf` needs, in one request: the pages, articles and members, whole, as the
 * perspective it is read in shows them (the published site, the drafts, a release).
 */
export const LOCATIONS_SNAPSHOT_QUERY = /* groq */ `{
  "pages": *[_type in ["page", "service", "personaPage"] && defined(path.current) && ${PUBLISHED}] | order(path.current asc) {
    _id,
    _type,
    "title": coalesce(title, heading),
    "path": path.current,
    "follows": sameTurnaroundAs._ref,
    "document": @
  },
  "articles": *[_type == "article" && defined(slug.current) && ${PUBLISHED}] {
    _id,
    title,
    "path": "/blog/" + slug.current,
    publishedAt,
    "document": @
  },
  "members": *[_type == "teamMember" && ${PUBLISHED}] {
    _id,
    "title": firstName + " " + lastName,
    "slug": slug.current,
    "hasBookingUrl": defined(bookingUrl),
    biography
  },
  "footerBlurb": *[_id == "siteSettings"][0].footerBlurb,
  "services": *[_type == "service" && ${PUBLISHED}] { _id, "follows": sameTurnaroundAs._ref }
}`;

/** Documents every page shows in its header or footer. */
const SITE_WIDE_TYPES = new Set(["siteSettings", "companyContact"]);

/** Calls `visit` on every object inside `value`, depth first; `visit` returning false skips its children. */
function walk(value: Json, visit: (node: Record<string, unknown>) => boolean | void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === "object") {
    if (visit(value as Record<string, unknown>) === false) return;
    for (const child of Object.values(value)) walk(child, visit);
  }
}

const refOf = (value: unknown): string | undefined =>
  value && typeof value === "object" && typeof (value as { _ref?: unknown })._ref === "string"
    ? (value as { _ref: string })._ref
    : undefined;

/** How `value` refers to any of `ids`: by an inline turnaround, by any other reference, or not at all. */
function howItRefers(value: Json, ids: Set<string>): { inlineTurnaround: boolean; other: boolean } {
  const found = { inlineTurnaround: false, other: false };
  walk(value, (node) => {
    if (node._type === "turnaroundReference") {
      const service = refOf(node.service);
      if (service && ids.has(service)) found.inlineTurnaround = true;
      return false;
    }
    if (typeof node._ref === "string" && ids.has(node._ref)) found.other = true;
  });
  return found;
}

/** Whether `value` holds a block of `type` anywhere (tabs hold blocks too). */
function hasBlock(value: Json, type: string, where?: (node: Record<string, unknown>) => boolean): boolean {
  let found = false;
  walk(value, (node) => {
    if (node._type === type && (!where || where(node))) found = true;
  });
  return found;
}

/**
 * Every page the site builds, each path once: a content page may sit at an app page's path (a
 * /login page document, say), and the app's route wins there.
 */
function everyPage(snapshot: LocationsSnapshot): Map<string, PageLocation> {
  const pages = snapshot.pages ?? [];
  const articles = snapshot.articles ?? [];
  const members = snapshot.members ?? [];
  const everyPath = new Map<string, PageLocation>();
  for (const page of [
    ...pages.map((page) => ({ path: page.path, title: page.title ?? page.path, documentId: page._id, documentType: page._type })),
    ...articles.map((article) => ({
      path: article.path,
      title: article.title ?? article.path,
      documentId: article._id,
      documentType: "article",
    })),
    ...members.flatMap((member) =>
      member.slug
        ? [
            {
              path: `/about-us/${member.slug}`,
              title: member.title ?? member.slug,
              documentId: member._id,
              documentType: "teamMember",
            },
          ]
        : [],
    ),
    ...countByMonth(articles.map((article) => article.publishedAt)).map(({ month }) => ({
      path: archivePath(month),
      title: formatLongMonth(month),
    })),
    ...APP_PAGES.map((path) => ({ path, title: path })),
  ])
    if (!everyPath.has(page.path)) everyPath.set(page.path, { ...page, reason: "header and footer" });
  return everyPath;
}

/**
 * One search for the pages that show a document: what it looks for, the snapshot's lists, and the
 * pages found so far. A page keeps the first reason it is found for, so the order of the steps in
 * `locationsOf` decides which reason the editor sees.
 */
interface Search {
  /** The document's published id. */
  target: string;
  type: string;
  pages: SnapshotPage[];
  articles: SnapshotArticle[];
  members: SnapshotMember[];
  /** The target alone, to find what refers to it. */
  self: Set<string>;
  /** The services whose turnaround is the target's: itself and those that follow it. */
  turnaroundIds: Set<string>;
  found: Map<string, PageLocation>;
}

function add(search: Search, location: PageLocation) {
  if (!search.found.has(location.path)) search.found.set(location.path, location);
}

function addPage(search: Search, page: SnapshotPage, reason: LocationReason) {
  add(search, { path: page.path, title: page.title ?? page.path, documentId: page._id, documentType: page._type, reason });
}

/** The pages with a block that lists documents by query rather than by reference. */
function addListedBy(
  search: Search,
  blockType: string,
  reason: LocationReason,
  where?: (node: Record<string, unknown>) => boolean,
) {
  for (const page of search.pages) if (hasBlock(page.document, blockType, where)) addPage(search, page, reason);
}

/** The document's own page, and the pages and articles that refer to it (or cite its turnaround). */
function addReferringPages(search: Search) {
  const { target, type, pages, articles, self, turnaroundIds } = search;
  for (const page of pages) {
    if (page._id === target) addPage(search, page, "its own page");
    else if (type === "service" && page.follows === target) addPage(search, page, "follows its turnaround");
  }
  for (const page of pages) {
    // The turnaround first: a page that also shows the service's card is listed for its turnaround.
    if (type === "service" && howItRefers(page.document, turnaroundIds).inlineTurnaround)
      addPage(search, page, "inline turnaround");
    if (howItRefers(page.document, self).other) addPage(search, page, "reference");
  }
  for (const article of articles) {
    const { other, inlineTurnaround } = howItRefers(article.document, type === "service" ? turnaroundIds : self);
    if (article._id === target || other || inlineTurnaround)
      add(search, {
        path: article.path,
        title: article.title ?? article.path,
        documentId: article._id,
        documentType: "article",
        reason: article._id === target ? "its own page" : inlineTurnaround ? "inline turnaround" : "reference",
      });
  }
}

/** The team grid and book-a-call blocks, for a member, or for what a member's biography cites. */
function addTeamListings(search: Search) {
  const { target, type, members, self, turnaroundIds } = search;
  const member = members.find((candidate) => candidate._id === target);
  if (type === "teamMember" && member) {
    addListedBy(search, "teamGrid", "team grid");
    if (member.hasBookingUrl) addListedBy(search, "bookACall", "book-a-call");
  }
  // A claim or turnaround in a member's biography is shown wherever the team grid is.
  const inBiography = members.some((candidate) => {
    const { other, inlineTurnaround } = howItRefers(candidate.biography, type === "service" ? turnaroundIds : self);
    return type === "service" ? inlineTurnaround : other;
  });
  if (inBiography) addListedBy(search, "teamGrid", "team member's biography");
}

/** Service cards that list every service, and the order form, which names services and their packages. */
function addServiceListings(search: Search) {
  const { target, type, pages, self } = search;
  if (type === "service") {
    // Service cards with no chosen services list them all.
    addListedBy(
      search,
      "serviceCards",
      "service cards",
      (block) => !Array.isArray(block.services) || block.services.length === 0,
    );
    if (pages.some((page) => page._id === target))
      add(search, { path: "/create", title: "Place an order", reason: "order form" });
  }
  // The order form names the packages of every service with a page.
  const sold = pages.some(
    (page) => page._type === "service" && howItRefers((page.document as { packages?: Json }).packages, self).other,
  );
  if (type === "pricePackage" && sold) add(search, { path: "/create", title: "Place an order", reason: "order form" });
}

/** For an article: the article lists that show its month, and its month's archive page. */
function addArticleListings(search: Search) {
  const { target, type, articles } = search;
  const article = articles.find((candidate) => candidate._id === target);
  const month = type === "article" ? archiveMonthOf(article?.publishedAt) : undefined;
  if (month === undefined) return;
  // The article list shows the newest whole months holding at least its number of articles.
  const months = countByMonth(articles.map((candidate) => candidate.publishedAt));
  addListedBy(search, "articleList", "article list", (block) =>
    newestMonthsHolding(months, typeof block.newestAtLeast === "number" ? block.newestAtLeast : NEWEST_AT_LEAST_UNSET).some(
      (shown) => shown.month === month,
    ),
  );
  add(search, { path: archivePath(month), title: formatLongMonth(month), reason: "month's archive" });
}

/** /about-us/:member shows what /about-us shows, with that member's biography open; a member's own page shows them. */
function addMemberPages(search: Search) {
  const { target, type, members } = search;
  const memberPages = members.flatMap((member) => (member.slug ? [`/about-us/${member.slug}`] : []));
  const about = search.found.get("/about-us");
  if (about)
    for (const path of memberPages) add(search, { ...about, path, title: `${about.title} (${path.replace("/about-us/", "")})` });
  const member = members.find((candidate) => candidate._id === target);
  if (type === "teamMember" && member?.slug)
    add(search, {
      path: `/about-us/${member.slug}`,
      title: member.title ?? member.slug,
      documentId: member._id,
      documentType: "teamMember",
      reason: "its own page",
    });
}

/**
 * The pages that show document `id` of `type`, decided from a snapshot of the content. Any version
 * of a document (its draft, its version in a release) is read as the document: which version the
 * pages show is the snapshot's perspective.
 */
export function locationsOf(snapshot: LocationsSnapshot, id: string, type: string): Locations {
  const target = getPublishedId(id);
  const everyPath = everyPage(snapshot);
  const pageCount = everyPath.size;
  const every = (): Locations => ({
    everyPage: true,
    pageCount,
    pages: [...everyPath.values()].sort((a, b) => a.path.localeCompare(b.path)),
  });

  if (SITE_WIDE_TYPES.has(type)) return every();
  // The footer blurb is on every page, with its inline claims.
  if (howItRefers(snapshot.footerBlurb, new Set([target])).other) return every();

  const pages = snapshot.pages ?? [];
  const search: Search = {
    target,
    type,
    pages,
    articles: snapshot.articles ?? [],
    members: snapshot.members ?? [],
    self: new Set([target]),
    turnaroundIds: new Set([target, ...(snapshot.services ?? []).filter((s) => s.follows === target).map((s) => s._id)]),
    found: new Map(),
  };
  addReferringPages(search);
  addTeamListings(search);
  addServiceListings(search);
  addArticleListings(search);
  if (pages.some((page) => page._id === target)) add(search, { path: "/sitemap", title: "Sitemap", reason: "sitemap" });
  addMemberPages(search);

  return { everyPage: false, pageCount, pages: [...search.found.values()].sort((a, b) => a.path.localeCompare(b.path)) };
}
