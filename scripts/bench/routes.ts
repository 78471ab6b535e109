/** The pages the benchmark measures: one of each kind the issue names. */
export const BENCH_ROUTES = [
  { path: "/", kind: "home" },
  { path: "/services/seo-packages", kind: "comparison table" },
  { path: "/services/content-creation", kind: "service (slider)" },
  { path: "/services/blogger-outreach", kind: "service (prices)" },
  { path: "/white-label", kind: "persona page" },
  { path: "/blog/should-you-always-target-the-most-competitive-keywords", kind: "article" },
] as const;

/** Content pages whose first-load JavaScript is broken down by chunk. */
export const BREAKDOWN_ROUTES = [
  "/services/content-creation",
  "/blog/should-you-always-target-the-most-competitive-keywords",
] as const;

/** The built HTML file for a path (clean URLs: /a/b → a/b/index.html). */
export const htmlFileFor = (path: string) => (path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`);
