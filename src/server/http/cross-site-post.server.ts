/**
 * Whether a post to the enquiry API came from another site: a page elsewhere that submits a form
 * to us (with the visitor's browser, unseen) could send enquiries in their name.
 *
 * Browsers that send Sec-Fetch-Site are judged by it: only `same-origin` (our own pages) and `none`
 * (the visitor's own action, such as a bookmark) are ours. `same-site` is refused too: it includes
 * every other subdomain of the registrable domain, which may be run by someone else or be less
 * careful than this site. Without Sec-Fetch-Site, an Origin header that names another host (or
 * `null`, sent from sandboxed and privacy-redirected documents) is refused. A client that sends
 * neither (curl, a server, an old browser) is not a browser acting for someone and is accepted.
 */
export function isCrossSitePost(headers: Record<string, string | string[] | undefined>, requestHost: string): boolean {
  const fetchSite = header(headers["sec-fetch-site"]);
  if (fetchSite !== undefined) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = header(headers.origin);
  if (origin === undefined) return false;
  try {
    return withoutDefaultPort(new URL(origin).host) !== withoutDefaultPort(requestHost);
  } catch {
    return true;
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();

const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, "");
