import type { Config } from "@react-router/dev/config";
import { describeContentSource } from "./src/content/fetch";
import { listRoutablePaths } from "./src/content/routable-paths";

/**
 * No runtime server: every content path is prerendered from the content source at build time.
 * The client area (/login, /client-dashboard, /create) is served by the SPA fallback.
 */
export default {
  appDirectory: "src",
  ssr: false,
  async prerender() {
    const paths = await listRoutablePaths();
    if (paths.length === 0) throw new Error(`No routable documents in ${describeContentSource()}: refusing to publish an empty site.`);
    console.log(`Prerendering ${paths.length + 4} paths from ${describeContentSource()}.`);
    return ["/sitemap", "/sitemap.xml", "/robots.txt", "/_redirects", ...paths.map((entry) => entry.path)];
  },
} satisfies Config;
