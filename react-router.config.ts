import type { Config } from "@react-router/dev/config";
import { describeContentSource } from "./src/content/fetch.server";
import { buildFileFor } from "./src/content/prerender-paths.server";
import { listRoutablePaths } from "./src/content/routable-paths";

/**
 * No runtime server: every content path is prerendered from the content source at build time.
 * /login, /create and /client-dashboard are prerendered shells (their own title and header) whose
 * text and options come from the CMS, and decide about the session after hydration.
 */
export default {
  appDirectory: "src",
  ssr: false,
  async prerender() {
    const paths = await listRoutablePaths();
    if (paths.length === 0)
      throw new Error(`No routable documents in ${describeContentSource()}: refusing to publish an empty site.`);
    // Routes with loaders must be prerendered even when no document sits at their path.
    const routes = ["/sitemap", "/sitemap.xml", "/robots.txt", "/_redirects", "/login", "/create", "/client-dashboard"];
    const all = [...new Set([...routes, ...paths.map((entry) => entry.path)])];
    // The content gate has checked every address; this is the last word before files are written.
    for (const path of all) buildFileFor("build/client", path);
    console.log(`Prerendering ${all.length} paths from ${describeContentSource()}.`);
    return all;
  },
} satisfies Config;
