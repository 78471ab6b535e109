/**
 * What each kind of page may load before it is interactive, compressed as the server sends it
 * (brotli). Checked by `npm run bench` over every prerendered page; docs/performance.md records
 * the figures.
 */
export const PAGE_KINDS = ["content", "article", "client area"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const FIRST_LOAD_JS_BUDGET: Record<PageKind, number> = {
  content: 110 * 1024,
  article: 100 * 1024,
  // Sign-in, dashboard and Place Order load their screens after the shell; the shell is a content page.
  "client area": 110 * 1024,
};

/** All stylesheets a page links, compressed: small enough to arrive in the first round trips. */
export const CSS_BUDGET = 14 * 1024;

const CLIENT_AREA = new Set(["/login", "/client-dashboard", "/create"]);

export function pageKind(path: string): PageKind {
  if (path.startsWith("/blog/")) return "article";
  if (CLIENT_AREA.has(path)) return "client area";
  return "content";
}

/** Lighthouse targets every prerendered route must meet. */
export const LIGHTHOUSE_TARGETS = {
  score: 100,
  /** LCP at most this many times the same page's static limit (no JavaScript at all). */
  lcpRatio: 1.15,
  tbtMs: 30,
  cls: 0,
};
