import { SIGNED_IN_PATHS } from "./client-area-paths";

/**
 * Addresses never fetched ahead of a click (decision 0035). Speculation loads a page as if the
 * visitor had opened it, so anything that acts on a visit stays out: `/logout` empties the
 * session; the client area and `/login` run the full app against the agency's back end and
 * redirect by session; `/api/*` (enquiries, publish, the preview's gate) and the mock back end are
 * not pages. A link with a query string may carry a request (a filter, a campaign tag, a redirect
 * target) rather than name a page: none of the site's own links between pages has one.
 * URL patterns (as `href_matches` reads them), relative to the page's origin.
 */
const NEVER_SPECULATED = [
  "/login",
  "/logout",
  ...SIGNED_IN_PATHS.flatMap((path) => [path, `${path}/*`]),
  "/api/*",
  "/mock-api/*",
  "/__spa-fallback*",
  // `\?` is the query's own "?", `(.+)` at least one character after it.
  "/*\\?(.+)",
];

/**
 * The page's speculation rules: a same-site link the visitor shows intent for (the pointer rests
 * on it for 200 ms, or it is pressed; on phones, Chromium's own viewport heuristics) is
 * prerendered, so the click shows a page already painted. "moderate" rather than "eager":
 * it loads what a visitor is about to open, not every link in view (decision 0035).
 */
const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: NEVER_SPECULATED } },
          // A download is a file, not a page to show.
          { not: { selector_matches: "[download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

/** The rules as the page carries them: the same text on every page, so one hash allows it (decision 0015). */
export const speculationRulesText = () => JSON.stringify(SPECULATION_RULES);
