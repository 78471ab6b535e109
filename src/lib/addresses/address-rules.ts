/**
 * The rules every address in the content must keep: the studio's schemas call them to explain a
 * mistake to an editor, and the build's content gate calls the same functions on every document,
 * because documents also arrive through the API and `npm run import`, which skip the studio.
 * Each returns undefined when the value is fine, or the problem in an editor's words.
 */

import { reservedPathProblem } from "./reserved-paths";

/** Whitespace, control characters and backslashes never belong in an address. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/;

const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*)(\/[a-z0-9]+(-[a-z0-9]+)*)*$|^\/$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A site path as a redirect or link may name it: segments of letters, digits, dots, hyphens, underscores. */
const SITE_PATH = /^\/([a-z0-9._-]+(\/[a-z0-9._-]+)*\/?)?$/i;
const ANCHOR = /^#[a-z][a-z0-9-]*$/;

/** A page's own address, e.g. /services/seo-packages, outside the folders the site keeps (reserved-paths.ts). */
export function routePathProblem(value: string): string | undefined {
  if (!ROUTE_PATH.test(value)) return 'Use "/" then lowercase words joined by hyphens, e.g. /services/seo-packages.';
  return reservedPathProblem(value);
}

/** One URL segment, e.g. an article's slug. */
export function slugProblem(value: string): string | undefined {
  return SLUG.test(value) ? undefined : "Use lowercase words joined by hyphens, e.g. how-long-does-seo-take.";
}

/** A path on this site: one leading slash, no empty, "." or ".." segments, nothing unsafe. */
export function sitePathProblem(value: string): string | undefined {
  if (UNSAFE.test(value) || value.includes("*")) return "An address cannot hold spaces, line breaks, backslashes or *.";
  if (!value.startsWith("/") || value.startsWith("//")) return "Use a site path starting with a single /.";
  if (value.split("/").some((segment) => segment === "." || segment === ".."))
    return 'A site path cannot hold "." or ".." segments.';
  if (!SITE_PATH.test(value)) return "Use a site path of letters, digits and hyphens, e.g. /services/old-name.";
  return undefined;
}

/**
 * Where a redirect may come from: a site path only, outside the folders the site keeps (a redirect
 * is matched before the build's files, so one from /assets/ could send the site's scripts elsewhere).
 */
export const redirectFromProblem = (value: string) => sitePathProblem(value) ?? reservedPathProblem(value);

/** Where a redirect may go: a site path, or a full https:// address. */
export function redirectToProblem(value: string): string | undefined {
  if (!value.startsWith("https://"))
    return sitePathProblem(value) && "Use a site path starting with / or a full https:// address.";
  return absoluteProblem(value, ["https:"]);
}

function absoluteProblem(value: string, protocols: readonly string[]): string | undefined {
  if (UNSAFE.test(value) || value.includes("*")) return "An address cannot hold spaces, line breaks, backslashes or *.";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "That is not a complete address.";
  }
  if (!protocols.includes(url.protocol)) return `Only ${protocols.join(", ")} addresses are allowed here.`;
  if ((url.protocol === "https:" || url.protocol === "http:") && !url.hostname.includes("."))
    return "The address needs a full host name.";
  return undefined;
}

/**
 * A link in copy or a menu: a site path (with an optional ?query or #anchor), an #anchor on the same
 * page, or an https:, http:, mailto: or tel: address. Anything else (javascript:, data:, //host,
 * /\host) is refused.
 */
export function linkProblem(value: string): string | undefined {
  if (value.startsWith("#")) return ANCHOR.test(value) ? undefined : "Use an #anchor of lowercase letters, digits and hyphens.";
  if (value.startsWith("/")) {
    const [path = "", rest = ""] = value.split(/(?=[?#])/, 2);
    if (rest && UNSAFE.test(rest)) return "An address cannot hold spaces, line breaks or backslashes.";
    return sitePathProblem(path) && "Use a site path like /services/seo-packages, an #anchor, or a full https:// address.";
  }
  if (/^mailto:/i.test(value))
    return emailAddressProblem(value.slice("mailto:".length)) && "An email link is mailto: and one address, nothing more.";
  if (/^tel:/i.test(value)) {
    if (UNSAFE.test(value.replace(/^tel:/i, "").replace(/ /g, ""))) return "An address cannot hold line breaks or backslashes.";
    return /^tel:\+?[\d ()-]+$/i.test(value) ? undefined : "That phone link is not complete.";
  }
  return absoluteProblem(value, ["https:", "http:"]);
}

/**
 * One email address, as the site writes it into a mailto: link: no `?cc=`/`?bcc=` or other
 * parameters (a link that quietly copies someone else), no second address, nothing unsafe. No `%`
 * either: a mail program decodes a mailto: link, so `%0D%0A` would become a line break in it.
 */
export function emailAddressProblem(value: string): string | undefined {
  return /^[a-z0-9.!#$'*+^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value)
    ? undefined
    : "Enter one email address, e.g. hello@example.co.uk, with nothing after it.";
}

/** A social profile: a full https:// address, or a skype: name (skype:outreachlab?chat). */
export function socialProfileProblem(value: string): string | undefined {
  if (/^skype:/i.test(value))
    return /^skype:[a-z0-9._:-]+(\?(chat|call))?$/i.test(value) ? undefined : "Use skype:yourname or skype:yourname?chat.";
  return absoluteProblem(value, ["https:"]);
}

/**
 * The site's own address, from which every canonical link and the sitemap are built: https, a host
 * and nothing else (no path, query, port or user part that would move them elsewhere).
 */
export function siteUrlProblem(value: string): string | undefined {
  const problem = absoluteProblem(value, ["https:"]);
  if (problem) return problem;
  const url = new URL(value);
  if (url.username || url.password || url.port || url.search || url.hash || url.pathname !== "/" || value !== url.origin)
    return "Enter the site's address alone, e.g. https://www.example.co.uk, with no path, port or anything after it.";
  return undefined;
}

/** Sanity's custom-rule answer (`true` or the message) from one of the checks above. */
export const asRule =
  (check: (value: string) => string | undefined) =>
  (value: unknown): true | string =>
    typeof value !== "string" || !value ? true : (check(value) ?? true);
