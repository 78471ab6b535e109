/**
 * What each kind of page may load before it is interactive, compressed as the server sends it
 * (brotli). Checked by `npm run bench` over every prerendered page; docs/performance.md records
 * the figures.
 */
export const PAGE_KINDS = ["content", "article", "client area"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const FIRST_LOAD_JS_BUDGET: Record<PageKind, number> = {
  // Documents, not an app: only their interactive blocks load code, each when needed.
  content: 10 * 1024,
  article: 5 * 1024,
  // Sign-in, dashboard and Place Order stay a full app; their screens load after the shell.
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

/** Lighthouse targets every prerendered route must meet, each beside the same page without scripts. */
export const LIGHTHOUSE_TARGETS = {
  score: 100,
  /** LCP at most this many times the same page's static limit (no JavaScript at all). */
  lcpRatio: 1.0,
  /** Main-thread work at most this many times the static limit's (what the scripts add). */
  mainThreadRatio: 1.15,
  tbtMs: 0,
  cls: 0,
};
