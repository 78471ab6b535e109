/**
 * The one source of the site's security headers: the server sets them on every response, and the
 * build writes the same values into `_headers` for static hosts. Scripts run only from the site's
 * own files or, inline, when their text has one of the hashes the build listed; the payment SDK is allowed only on the client area's
 * pages (links into the client area load a fresh page, so its policy applies there).
 */
import { APP_SHELL_FILE, APP_SHELL_PATTERNS } from "../../lib/addresses/app-shell-paths";
import { CLIENT_AREA_PATHS, isClientAreaPath } from "../../lib/addresses/client-area-paths";
import { BUILD_FILE_FOLDERS, isBuildFilePath } from "../../lib/addresses/reserved-paths";

export interface SiteSecurityConfig {
  /**
   * The sha256 hashes (base64) of every inline script the build wrote: the same few on every page
   * (docs/decisions/0015-inline-scripts-by-hash.md).
   */
  scriptHashes: readonly string[];
  /** VITE_FORM_ENDPOINT when the form posts to a form service instead of the site's own API. */
  formEndpoint?: string;
  /** VITE_API_URL: the agency back end the client area calls. */
  apiUrl?: string;
}

/** The card and wallet payment SDK and what it loads (scripts, frames, images, calls). */
const PAYMENT_SDK_ORIGINS = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"] as const;

/** Images come from the site itself, or from Sanity's CDN when content is read from the Content Lake. */
const IMAGE_ORIGINS = ["https://cdn.sanity.io"] as const;

const originOf = (address: string | undefined): string[] => {
  if (!address) return [];
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? [url.origin] : [];
  } catch {
    return []; // a relative address is on this origin already
  }
};

export function contentSecurityPolicy(config: SiteSecurityConfig, { clientArea }: { clientArea: boolean }): string {
  const payment = clientArea ? PAYMENT_SDK_ORIGINS : [];
  const form = originOf(config.formEndpoint);
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...config.scriptHashes.map((hash) => `'sha256-${hash}'`), ...payment],
    "style-src": ["'self'"],
    // Style attributes only (a block's editor-set proportions, e.g. the form's split); no <style> elements.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...IMAGE_ORIGINS, ...payment],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...form, ...originOf(config.apiUrl), ...payment],
    "frame-src": payment.length ? payment : ["'none'"],
    "form-action": ["'self'", ...form],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

/** Headers for every response; `https` adds HSTS (never sent over plain HTTP, where it means nothing). */
export function securityHeaders(config: SiteSecurityConfig, { path, https }: { path: string; https: boolean }) {
  return securityHeadersFor(config, isClientAreaPath(path), https);
}

/** The four possible header sets of one configuration, built once each (they are on every response). */
const headerSets = new WeakMap<SiteSecurityConfig, Map<string, Record<string, string>>>();

function securityHeadersFor(config: SiteSecurityConfig, clientArea: boolean, https: boolean): Record<string, string> {
  const sets = headerSets.get(config) ?? new Map<string, Record<string, string>>();
  headerSets.set(config, sets);
  const key = `${clientArea}-${https}`;
  const known = sets.get(key);
  if (known) return known;
  const headers = buildSecurityHeaders(config, clientArea, https);
  sets.set(key, headers);
  return headers;
}

function buildSecurityHeaders(config: SiteSecurityConfig, clientArea: boolean, https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config, { clientArea }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * The addresses a static host answers with the app shell (its `_redirects` rules send them there),
 * each also with a trailing slash, and the shell's own file, which hosts with clean URLs also serve
 * without `.html`: the server answers all of them with the shell, and its policy.
 */
const APP_SHELL_ADDRESSES = [
  ...APP_SHELL_PATTERNS.flatMap((pattern) => (pattern.endsWith("*") ? [pattern] : [pattern, `${pattern}/`])),
  APP_SHELL_FILE,
  APP_SHELL_FILE.replace(/\.html$/, ""),
];

/**
 * A `_headers` file (Netlify and Cloudflare Pages format). Hosts merge every rule that matches a
 * path, so the policy is not given under `/*` (two policies would both apply): every address the
 * server answers with a page gets the policy the server sends it, by a rule of its own (each page,
 * the client area's pages, the app shell's addresses), and the files under /assets/ and /media/
 * theirs with their caching.
 */
export function headersFile(config: SiteSecurityConfig, pagePaths: readonly string[]): string {
  const { "Content-Security-Policy": _policy, ...common } = securityHeaders(config, { path: "/", https: true });
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const policyOf = (path: string) => ({
    "Content-Security-Policy": securityHeaders(config, { path, https: true })["Content-Security-Policy"]!,
  });
  // Files the browser may open as documents too (an SVG image): given the policy with their caching.
  const files = BUILD_FILE_FOLDERS.map((folder) =>
    block(`${folder}*`, { ...policyOf(folder), "Cache-Control": cacheControlFor(folder) }),
  );
  const pages = [...new Set([...pagePaths, "/login", ...CLIENT_AREA_PATHS.map((entry) => entry.path)])]
    .sort()
    // A page is reached both as /path and /path/ (and / only as itself).
    .flatMap((path) => (path === "/" ? [path] : [path, `${path}/`]));
  const perAddress = [...new Set([...pages, ...APP_SHELL_ADDRESSES])].map((path) => block(path, policyOf(path)));
  return [block("/*", common), ...files, ...perAddress].join("\n");
}

/**
 * Build output under /assets/ and /media/ carries a content hash in its name, so it never changes
 * and may be kept for a year; pages and data are revalidated on every visit (a cheap 304).
 */
export function cacheControlFor(path: string): string {
  return isBuildFilePath(path) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
}
