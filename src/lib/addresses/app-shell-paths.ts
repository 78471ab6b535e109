import { SIGNED_IN_PATHS } from "./client-area-paths";

/**
 * The page React Router writes for addresses it did not prerender: the root route alone, which the
 * app completes in the browser (the "app shell", or SPA fallback).
 */
export const APP_SHELL_FILE = "/__spa-fallback.html";

/** A route the app draws in the browser with no page in the build: it signs out and goes home. */
const UNPRERENDERED_ROUTES = ["/logout"];

/**
 * The client area's pages are prerendered as shells of their own. They are listed so that a build
 * which left one out would still serve it, never send it home.
 */
const CLIENT_AREA_ROUTES = ["/login", ...SIGNED_IN_PATHS];

/**
 * A path holding an http(s) address (/https://calendly.com/our-name, or with the slashes merged):
 * the head script follows it when the site settings allow it, and the app sends the visitor home
 * when they do not (decision 0004). Only the shell carries that script and the allow-list.
 */
const hasEmbeddedAddress = (path: string) => /\/https?:\/+[^/?#]/i.test(path);

/**
 * Whether a server should answer this path (decoded, without the query) with the app shell rather
 * than send the visitor home: product.md §2, an address the site does not know ends at `/`.
 */
export const isAppShellPath = (path: string) =>
  [...CLIENT_AREA_ROUTES, ...UNPRERENDERED_ROUTES].includes(path.replace(/(.)\/$/, "$1")) || hasEmbeddedAddress(path);

/**
 * The addresses without a page of their own, as `_redirects` patterns for static hosts (a trailing
 * `*` takes the rest of the path, slashes included). Prerendered pages are left out, so a host that
 * applies its rules before its files still serves them. Every link the old site used put the
 * embedded address at the start of the path.
 */
export const APP_SHELL_PATTERNS: readonly string[] = [...UNPRERENDERED_ROUTES, "/https:/*", "/http:/*"];

/**
 * Where an address the site does not know ends: the team page for an unknown member
 * (/about-us/nobody-here: a member who left, a mistyped name), the home page for anything else.
 */
const UNKNOWN_ADDRESS_ENDS = [{ under: "/about-us/", at: "/about-us" }] as const;

export const whereUnknownAddressEnds = (path: string): string =>
  UNKNOWN_ADDRESS_ENDS.find(({ under }) => path.startsWith(under))?.at ?? "/";

/** The same, as `_redirects` rules, most specific first; the catch-all comes last. */
export const UNKNOWN_ADDRESS_RULES: readonly string[] = [
  ...UNKNOWN_ADDRESS_ENDS.map(({ under, at }) => `${under}* ${at} 302`),
  "/* / 302",
];
