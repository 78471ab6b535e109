import { SIGNED_IN_PATHS } from "./client-area-paths";

/**
 * The page React Router writes for addresses it did not prerender: the root route alone, which the
 * app completes in the browser (the "app shell", or SPA fallback).
 */
export const APP_SHELL_FILE = "/__spa-fallback.html";

/**
 * Routes the app draws in the browser. The client area's pages are prerendered as shells of their
 * own and are here only so that they never go home if a build leaves one out; /logout has no page
 * (it signs the visitor out and goes home itself).
 */
const APP_ROUTES = ["/login", ...SIGNED_IN_PATHS, "/logout"];

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
export const isAppShellPath = (path: string) => APP_ROUTES.includes(path.replace(/(.)\/$/, "$1")) || hasEmbeddedAddress(path);

/**
 * The same addresses as `_redirects` patterns, for static hosts (a trailing `*` takes the rest of
 * the path, slashes included). An address is embedded at the start of the path in every link the
 * old site used.
 */
export const APP_SHELL_PATTERNS: readonly string[] = [...APP_ROUTES, "/https:/*", "/http:/*"];
