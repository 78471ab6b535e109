import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Content routes are generic: any page, service or persona document is served at its own path by
 * `document.tsx`, so a new document is a new page on the next build with no code change.
 */
export default [
  index("routes/document.tsx", { id: "home" }),
  route("blog/archive/:month", "routes/blog-archive.tsx"),
  route("blog/:slug", "routes/article.tsx"),
  route("about-us/:selected", "routes/document.tsx", { id: "about-member" }),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemaps/pages.xml", "routes/sitemap-pages-xml.ts"),
  route("sitemaps/articles/:file", "routes/sitemap-month-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("_redirects", "routes/redirects-file.ts"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("client-dashboard", "routes/client-dashboard.tsx"),
  route("create", "routes/create-order.tsx"),
  route("*", "routes/document.tsx", { id: "document" }),
] satisfies RouteConfig;
