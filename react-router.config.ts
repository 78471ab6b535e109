import type { Config } from "@react-router/dev/config";
import { isDraftsPreviewBuild, readContentSourceConfig } from "./src/content/config.server";
import { recordDatasetLines, writeDatasetLines } from "./scripts/build/dataset-lines";
import { writeReleaseReads, summarizeDocuments } from "./scripts/build/content-reads-file";
import { contentDocuments, describeContentSource } from "./src/content/fetch.server";
import { startRecordingContentReads, stopRecordingContentReads } from "./src/content/sources/content-reads.server";
import { buildFileFor, ROUTES_WITH_LOADERS } from "./src/content/prerender-paths.server";
import { listRoutablePaths } from "./src/content/routable-paths";
import { monthSitemapPath } from "./src/content/article-months";
import { buildDirectory, previewBuildDirectory } from "./src/server/rendering/build-directory.server";

/**
 * The drafts preview's build (`npm run preview:drafts`, decision 0024): the same routes and loaders
 * as a server build, rendered on request by the preview server; nothing is prerendered, so the
 * build reads no content and holds none.
 */
const draftsPreviewBuild = {
  appDirectory: "src",
  buildDirectory: previewBuildDirectory(),
  ssr: true,
} satisfies Config;

/**
 * No runtime server: every content path is prerendered from the content source at build time.
 * /login, /create and /client-dashboard are prerendered shells (their own title and header) whose
 * text and options come from the CMS, and decide about the session after hydration.
 */
export const publishedSite = {
  appDirectory: "src",
  // build/ unless BUILD_DIR names another folder (a release the site's own server builds to publish).
  buildDirectory: buildDirectory(),
  ssr: false,
  prerender: {
    async paths() {
      const paths = await listRoutablePaths();
      if (paths.length === 0)
        throw new Error(`No routable documents in ${describeContentSource()}: refusing to publish an empty site.`);
      // Each month of the blog's archive also has its file of the sitemap index.
      const monthSitemaps = paths.flatMap((entry) => (entry.month === undefined ? [] : [monthSitemapPath(entry.month)]));
      const all = [...new Set([...ROUTES_WITH_LOADERS, ...paths.map((entry) => entry.path), ...monthSitemaps])];
      // The content gate has checked every address; this is the last word before files are written.
      for (const path of all) buildFileFor(`${buildDirectory()}/client`, path);
      console.log(`Prerendering ${all.length} paths from ${describeContentSource()}.`);
      // What each path's loaders read, for the next publish to run only the paths an edit reaches (decision 0036).
      startRecordingContentReads(all);
      return all;
    },
    // Paths prerendered at once. Rendering is one JavaScript thread either way; what overlaps is
    // each page's file writes with the next page's render. Measured on 2 cores: the real site
    // 7.6-8.2 s at 1, 5.4-6.8 s at 4 to 16; with 1,000 extra articles 18.5-23.9 s at 1 and
    // 14.8-19.2 s at 4, 16 or 64 alike. 8 sits in that flat stretch, with room for slower disks.
    concurrency: 8,
  },
  async buildEnd() {
    const reads = stopRecordingContentReads();
    const documents = await contentDocuments();
    if (!reads || !documents) return;
    writeReleaseReads(buildDirectory(), { ...reads, documents: summarizeDocuments(documents) });
    // The embedded dataset line by line, so that the next publish reads only the lines that changed (decision 0053).
    const source = readContentSourceConfig();
    if (source.kind === "embedded") writeDatasetLines(buildDirectory(), recordDatasetLines(source.file));
  },
} satisfies Config;

export default isDraftsPreviewBuild() ? draftsPreviewBuild : publishedSite;
