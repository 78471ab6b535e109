import { siteUrl } from "../content/site-url";

/** /robots.txt: everything public may be crawled; the client area is not for search engines. */
export async function loader() {
  const base = await siteUrl();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /client-dashboard",
    "Disallow: /create",
    "Disallow: /login",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
