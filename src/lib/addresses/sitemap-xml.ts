/**
 * The sitemap protocol's files: an index naming files, and files naming pages. A file holds at most
 * 50,000 addresses, so the site's sitemap is an index of one file for its pages and one per month
 * of articles (decision 0055).
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export interface SitemapEntry {
  /** The full address. */
  location: string;
  /** When its content last changed (an ISO date or timestamp; the day is written). */
  updatedAt?: string | null;
}

const entry = (tag: "url" | "sitemap", { location, updatedAt }: SitemapEntry) => {
  const lastmod = updatedAt ? `<lastmod>${escapeXml(updatedAt.slice(0, 10))}</lastmod>` : "";
  return `  <${tag}><loc>${escapeXml(location)}</loc>${lastmod}</${tag}>`;
};

const xmlResponse = (xml: string) => new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A file of pages. */
export function urlSetResponse(entries: readonly SitemapEntry[]): Response {
  const lines = entries.map((each) => entry("url", each));
  return xmlResponse(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${lines.join("\n")}\n</urlset>\n`);
}

/** The index of files. */
export function sitemapIndexResponse(files: readonly SitemapEntry[]): Response {
  const lines = files.map((each) => entry("sitemap", each));
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${lines.join("\n")}\n</sitemapindex>\n`,
  );
}

/** `base` + `path`, the home page written as `base/`. */
export const siteAddress = (base: string, path: string) => `${base}${path === "/" ? "/" : path}`;
