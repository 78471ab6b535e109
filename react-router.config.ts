import type { Config } from "@react-router/dev/config";
import { describeContentSource } from "./src/content/fetch";
import { listRoutablePaths } from "./src/content/routable-paths";

/**
 * No runtime server: every content path is prerendered from the content source at build time.
 * /client-dashboard is served by the SPA fallback; /login and /create are prerendered shells whose
 * text and options come from the CMS, and decide about the session after hydration.
 */
export default {
  appDirectory: "src",
  ssr: false,
  async prerender() {
    const paths = await listRoutablePaths();
    if (paths.length === 0) throw new Error(`No routable documents in ${describeContentSource()}: refusing to publish an empty site.`);
    console.log(`Prerendering ${paths.length + 5} paths from ${describeContentSource()}.`);
    return ["/sitemap", "/sitemap.xml", "/robots.txt", "/_redirects", "/create", ...paths.map((entry) => entry.path)];
  },
} satisfies Config;
