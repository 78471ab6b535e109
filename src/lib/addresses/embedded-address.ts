/**
 * A path with an embedded http(s) address (/https://calendly.com/our-name) sends the browser there:
 * the old site's copy links booking pages that way. Unrestricted, that is an open redirect anyone could abuse with a
 * link on our domain, so only addresses under a prefix on the site settings' allow-list are followed
 * (docs/decisions/0004). Only the path is read: an address in the query string is never followed.
 * The visitor's query string is carried over. Returns the address to go to, or null to let the
 * router treat the path as unknown (it then ends at /).
 *
 * Self-contained (no imports, no helpers outside it): the pre-paint script inlines its source.
 */
export function allowedEmbeddedAddress(pathname: string, search: string, allowedPrefixes: readonly string[]): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const match = /\/(https?):\/+([^?#]+)$/i.exec(path);
  if (!match) return null;
  let target: URL;
  try {
    target = new URL(`${match[1]!.toLowerCase()}://${match[2]}${search}`);
  } catch {
    return null;
  }
  const allowed = allowedPrefixes.some((prefix) => {
    let base: URL;
    try {
      base = new URL(prefix);
    } catch {
      return false;
    }
    if (base.origin !== target.origin || target.username || target.password) return false;
    const folder = base.pathname.endsWith("/") ? base.pathname : `${base.pathname}/`;
    return target.pathname === base.pathname || target.pathname.startsWith(folder);
  });
  return allowed ? target.href : null;
}
