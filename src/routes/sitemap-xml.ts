import { listRoutablePaths } from "../content/routable-paths";
import { siteUrl } from "../content/site-url";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** /sitemap.xml: every indexable page, with the date its document last changed. Prerendered. */
export async function loader() {
  const [base, paths] = await Promise.all([siteUrl(), listRoutablePaths()]);
  const entries = paths
    .filter((entry) => entry.kind !== "teamMember" && !entry.noIndex)
    .map((entry) => {
      const lastmod = entry.updatedAt ? `<lastmod>${escapeXml(entry.updatedAt.slice(0, 10))}</lastmod>` : "";
      return `  <url><loc>${escapeXml(`${base}${entry.path === "/" ? "/" : entry.path}`)}</loc>${lastmod}</url>`;
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
