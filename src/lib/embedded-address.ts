/**
 * Spec §2: a path with an embedded http(s) address (/https://example.com/page) sends the browser
 * there. Unrestricted, that is an open redirect anyone could abuse with a link on our domain, so
 * only hosts on the site settings' allow-list are followed (docs/decisions/0004). Returns the
 * address to go to, or null to let the router treat the path as unknown (it then ends at /).
 */
export function allowedEmbeddedAddress(pathname: string, allowedHosts: readonly string[]): string | null {
  const match = /\/(https?):\/+(.+)$/i.exec(decodeURIComponent(pathname));
  if (!match) return null;
  let target: URL;
  try {
    target = new URL(`${match[1]!.toLowerCase()}://${match[2]}`);
  } catch {
    return null;
  }
  const host = target.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed.toLowerCase()) ? target.href : null;
}
