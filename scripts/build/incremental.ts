/**
 * A publish that changed content and not code (decisions 0027, 0036 and 0053): a release holding
 * only the files this publish changes (and those the publishes since the last full build changed),
 * over that full build. Only the loaders of paths whose recorded reads answer differently run, and
 * only the paths whose data changed are rendered again: a page is a function of its code and its
 * loaders' data, so a page whose data did not change is byte for byte the page a full build would
 * write, and stays the previous release's. What lists pages (the sitemap, `_redirects`,
 * `robots.txt`) is a route with loaders like any other; `_headers`, the policy's script hashes and
 * the SPA fallback are worked out again every time.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { headersFile, type SiteSecurityConfig } from "../../src/server/http/security-headers.server";
import {
  startRecordingContentReads,
  stopRecordingContentReads,
  type DocumentSummary,
} from "../../src/content/sources/content-reads.server";
import type { ReadTrace } from "../../src/content/sources/read-trace";
import type { QueryParams } from "../../src/content/sources/types";
import type { ReleaseReads } from "./content-reads-file";
import { checkInlineScripts, MAX_INLINE_SCRIPTS } from "./inline-script-hashes";
import { keptServerDir } from "./keep-server-build";
import { filesUnder, linkFiles, openLayeredRelease, type LayeredRelease } from "./layered-release";
import { precompress } from "./precompress/precompress";
import { dataFileOf, htmlFileOf, IncrementalBuildError, pathOfHtml, pathRenderer } from "./prerender-path";
import { readsNow, selectPaths } from "./read-selection";
import { imagesNamed, pageEntry, type ReleaseManifest } from "./release-manifest";
import { layerVariants, variantFailureLines, type WrittenVariants } from "./images/image-variants";
import { layerDatasetImages } from "./images/dataset-images";

export { IncrementalBuildError } from "./prerender-path";

/** Where the prerender writes pages' hydration files (src/server/rendering/hydration-data.server.ts). */
const HYDRATION_FOLDER = "assets/hydration";

/** Paths rendered at once, as the full prerender does (react-router.config.ts). */
const CONCURRENCY = 8;

export interface IncrementalResult {
  manifest: ReleaseManifest;
  config: SiteSecurityConfig;
  /** Paths whose files were written again. */
  rendered: string[];
  /** Paths whose loaders ran (every path when the previous release recorded no reads). */
  loaded: number;
  /** Reads an edited document could reach, and of those, how many answered differently. */
  reads: { reached: number; changed: number };
  /** What this release's paths read, for the next publish. */
  contentReads: ReleaseReads;
  /** Paths the previous release had and this one does not. */
  removed: string[];
  paths: number;
  compressed: { written: number; compressed: number };
  /** The sized pictures the pages name, and how many had to be made. */
  variants: WrittenVariants;
  /** Milliseconds per phase, for the log and the benchmark. */
  phases: Record<string, number>;
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The kept server bundle, as hard links (a few hundred files): the next publish renders with it. */
function linkServerBundle(fromDir: string, buildDir: string): string {
  const from = keptServerDir(fromDir);
  const to = keptServerDir(buildDir);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  linkFiles(from, to, filesUnder(from));
  return to;
}

/**
 * The manifest's pages now: the previous entries, less the pages gone, with those written read
 * again; the files of pages gone and the hydration files no page names any more leave the
 * release, as a full build never writes them.
 */
function pagesNow(
  release: LayeredRelease,
  previous: ReleaseManifest,
  paths: readonly string[],
  written: Set<string>,
  scripts: string[],
): { pages: ReleaseManifest["pages"]; removed: string[] } {
  const now = new Set(paths);
  const removed = Object.keys(previous.pages)
    .filter((file) => file.endsWith("/index.html") || file === "index.html")
    .map(pathOfHtml)
    .filter((path) => !now.has(path));
  const gone = new Set(removed.map(htmlFileOf));
  for (const path of removed) {
    release.remove(htmlFileOf(path));
    release.remove(dataFileOf(path));
  }
  const pages: ReleaseManifest["pages"] = {};
  for (const [file, entry] of Object.entries(previous.pages)) if (!gone.has(file)) pages[file] = entry;
  for (const file of written) if (file.endsWith(".html")) pages[file] = pageEntry(release.read(file), scripts);
  const named = new Set(Object.values(pages).flatMap((entry) => (entry.hydration ? [entry.hydration] : [])));
  for (const entry of Object.values(previous.pages))
    if (entry.hydration && !named.has(entry.hydration)) release.remove(entry.hydration);
  // Every page rendered writes its hydration file into this release's own folder unless it is there
  // already, even when the page's HTML came out as before and was not written: a file there without
  // its compressed copies was written now, and gets them (the server sends a file's compressed
  // copies only from the folder that holds it).
  for (const name of release.ownNamesIn(HYDRATION_FOLDER))
    if (name.endsWith(".txt") && !release.hasOwn(`${HYDRATION_FOLDER}/${name}.br`)) written.add(`${HYDRATION_FOLDER}/${name}`);
  return { pages, removed };
}

/** The policy: the scripts the code wrote, checked against every page written; stops the build on a script it did not write. */
function securityPolicy(release: LayeredRelease, written: ReadonlySet<string>, allowed: readonly string[]): SiteSecurityConfig {
  const census = checkInlineScripts(
    [...written].filter((file) => file.endsWith(".html")).map((file) => ({ file, html: release.read(file) })),
    allowed,
  );
  if (census.unexpected.length > 0)
    throw new IncrementalBuildError(
      `These pages have inline scripts the site's code did not write; the build stops rather than publish them:\n${census.unexpected
        .map(({ file, excerpt }) => `  ${file}: ${JSON.stringify(excerpt)}`)
        .join("\n")}`,
    );
  if (census.hashes.length > MAX_INLINE_SCRIPTS)
    throw new IncrementalBuildError(
      `The code wrote ${census.hashes.length} different inline scripts (at most ${MAX_INLINE_SCRIPTS}).`,
    );
  return {
    scriptHashes: census.hashes,
    formEndpoint: process.env.VITE_FORM_ENDPOINT || undefined,
    apiUrl: process.env.VITE_API_URL || undefined,
  };
}

/** Times the phases of a build, in the order they end. */
function phaseClock() {
  const phases: Record<string, number> = {};
  let start = Date.now();
  return {
    phases,
    end(name: string) {
      phases[name] = Date.now() - start;
      start = Date.now();
    },
  };
}

/**
 * Builds `buildDir` from the release in `fromDir` and the content as it is now. The caller has
 * checked that both were built from the same code.
 */
export async function incrementalBuild({
  fromDir,
  buildDir,
  previous,
  paths,
  cacheDir,
  variantCache,
  readWritten,
  previousReads,
  documents,
  evaluate,
}: {
  fromDir: string;
  buildDir: string;
  previous: ReleaseManifest;
  /** Every path to prerender, as react-router.config.ts lists them for the content now. */
  paths: readonly string[];
  cacheDir: string;
  /** The dataset's images and the cache of their sized copies (image-variants.ts). */
  variantCache: { imagesDir: string; cacheDir: string };
  /** The inline scripts the code wrote while rendering here (inline-scripts.server.ts). */
  readWritten: () => string[];
  /** What the previous release's paths read; without it every path's loaders run. */
  previousReads: ReleaseReads | undefined;
  /** The documents now, summarised (content-reads-file.ts). */
  documents: Record<string, DocumentSummary>;
  /** Runs a query over the content now, tracing what it reads. */
  evaluate: (query: string, params: QueryParams, trace: ReadTrace) => Promise<unknown>;
}): Promise<IncrementalResult> {
  const clock = phaseClock();
  const release = openLayeredRelease(fromDir, buildDir);
  const serverDir = linkServerBundle(fromDir, buildDir);
  clock.end("link");
  // React Router answers prerender requests only with this set (an ssr:false build has no server).
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(join(serverDir, "index.js")).href)) as ServerBuild;
  const written = new Set<string>();
  const renderer = pathRenderer(build, paths, release, previous, written);
  clock.end("load");
  const selection = await selectPaths(paths, previousReads, documents, evaluate);
  clock.end("select");
  startRecordingContentReads(paths);
  const rendered: string[] = [];
  await eachLimited(selection.selected, CONCURRENCY, async (path) => {
    if (await renderer.render(path)) rendered.push(path);
  });
  clock.end("render");
  const recorded = stopRecordingContentReads() ?? { listed: [], reads: {}, paths: {} };
  const contentReads = readsNow(paths, new Set(selection.selected), recorded, previousReads, selection.reads, documents);
  await renderer.renderFallback();
  const scripts = [...previous.scripts];
  const { pages, removed } = pagesNow(release, previous, paths, written, scripts);
  const allowed = [...new Set([...previous.written, ...readWritten()])];
  const config = securityPolicy(release, written, allowed);
  const pagePaths = Object.keys(pages)
    .filter((file) => file.endsWith("index.html"))
    .map(pathOfHtml);
  const headers = headersFile(config, pagePaths);
  if (release.previousBytes("_headers")?.toString("utf8") !== headers || !release.has("_headers")) {
    release.write("_headers", headers);
    written.add("_headers");
  }
  writeFileSync(join(buildDir, "server-config.json"), `${JSON.stringify(config, null, 2)}\n`);
  clock.end("check");
  // The dataset's own images, as a full build copies them; then the sized pictures the pages name:
  // the new ones made (or taken from the cache), the unnamed ones removed.
  for (const file of layerDatasetImages(variantCache.imagesDir, release)) written.add(file);
  const { files: pictureFiles, ...variants } = await layerVariants(
    imagesNamed(pages),
    imagesNamed(previous.pages),
    release,
    variantCache,
  );
  for (const file of pictureFiles) written.add(file);
  for (const line of variantFailureLines(variants.failed)) console.error(line);
  clock.end("pictures");
  const compressed = await precompress(
    [...written].map((file) => join(release.clientDir, ...file.split("/"))),
    { cacheDir },
  );
  release.finish();
  clock.end("compress");
  return {
    phases: clock.phases,
    manifest: { code: previous.code, written: allowed, scripts, pages },
    config,
    rendered,
    removed,
    paths: paths.length,
    loaded: selection.selected.length,
    reads: { reached: selection.reached, changed: selection.changed },
    contentReads,
    compressed,
    variants,
  };
}
