/**
 * A publish that changed content and not code: the previous release's files, with only the pages
 * whose data changed rendered again (decision 0027). Every path's loaders run, as in a full build,
 * and their data is compared with the previous release's `.data` file for that path: a page is a
 * function of its code and its loaders' data, so a page whose data did not change is byte for byte
 * the page a full build would write, and keeps the previous release's files. What lists pages (the
 * sitemap, `_redirects`, `robots.txt`) is a route with loaders like any other; `_headers`, the
 * policy's script hashes and the SPA fallback are worked out again every time.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { headersFile, type SiteSecurityConfig } from "../../src/server/security-headers.server";
import {
  resultHash,
  startRecordingContentReads,
  stopRecordingContentReads,
  type DocumentSummary,
} from "../../src/content/sources/content-reads.server";
import { ReadTrace } from "../../src/content/sources/read-trace";
import type { QueryParams } from "../../src/content/sources/types";
import { changedDocuments, readReached } from "./changed-reads";
import type { ReleaseReads } from "./content-reads-file";
import { checkInlineScripts, MAX_INLINE_SCRIPTS } from "./inline-script-hashes";
import { keptServerDir } from "./keep-server-build";
import { precompress } from "./precompress";
import { imagesNamed, pageEntry, type ReleaseManifest } from "./release-manifest";
import { variantFailureLines, writeVariants, type WrittenVariants } from "./image-variants";

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

/** Thrown for anything that must stop the publish, as a full build stops (the message says why). */
export class IncrementalBuildError extends Error {}

/** Every file under `dir`, relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/**
 * The previous release's files, as hard links: no bytes are copied, and nothing here ever writes
 * into one (a file that changes is unlinked first, so the live release keeps its own).
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  // A folder is listed before what it holds: one mkdir per folder, one link per file, nothing else.
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    const target = join(to, relative(from, join(entry.parentPath, entry.name)));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      try {
        linkSync(join(entry.parentPath, entry.name), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        // Listed before its folder after all: make the folder.
        mkdirSync(dirname(target), { recursive: true });
        linkSync(join(entry.parentPath, entry.name), target);
      }
    }
  }
}

/** Writes `text` at `file` under `root` as a new file (never through a link to the previous release). */
function replaceFile(root: string, file: string, contents: string | Buffer): void {
  const target = join(root, ...file.split("/"));
  mkdirSync(dirname(target), { recursive: true });
  rmSync(target, { force: true });
  for (const copy of [`${target}.br`, `${target}.gz`]) rmSync(copy, { force: true });
  writeFileSync(target, contents);
}

function removeFile(root: string, file: string): void {
  const target = join(root, ...file.split("/"));
  for (const path of [target, `${target}.br`, `${target}.gz`]) rmSync(path, { force: true });
  // A page's folder goes with its last file, as a full build never makes it.
  let folder = dirname(target);
  while (folder.startsWith(root + sep)) {
    try {
      rmdirSync(folder);
    } catch {
      break;
    }
    folder = dirname(folder);
  }
}

/** The HTML file of a page path (`/` → index.html, `/about-us` → about-us/index.html). */
const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1).replace(/\/$/, "")}/index.html`);
/** Its data file, as React Router names it (`/` → _root.data). */
const dataFileOf = (path: string) => (path === "/" ? "_root.data" : `${path.slice(1).replace(/\/$/, "")}.data`);
/** The page path of an HTML file the prerender wrote. */
const pathOfHtml = (file: string) => (file === "index.html" ? "/" : `/${file.slice(0, -"/index.html".length)}`);

/** React Router's route tree from the server build's flat list, for matching paths as its prerender does. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, Array<NonNullable<ServerBuild["routes"][string]>>>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const children = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(
      (route) =>
        ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: route.index ? undefined : children(route.id),
        }) as RouteObject,
    );
  return children(undefined);
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const escapeHtml = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (character) => {
    const escapes: Record<string, string> = {
      "&": "\\u0026",
      ">": "\\u003e",
      "<": "\\u003c",
      "\u2028": "\\u2028",
      "\u2029": "\\u2029",
    };
    return escapes[character]!;
  });

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Builds `buildDir` from the release in `fromDir` and the content as it is now. The caller has
 * checked that both were built from the same code.
 */
export async function incrementalBuild({
  projectRoot,
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
  projectRoot: string;
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
  const phases: Record<string, number> = {};
  let phaseStart = Date.now();
  const phase = (name: string) => {
    phases[name] = Date.now() - phaseStart;
    phaseStart = Date.now();
  };
  const clientDir = join(buildDir, "client");
  const fromClient = join(fromDir, "client");
  rmSync(clientDir, { recursive: true, force: true });
  linkTree(fromClient, clientDir);
  const serverDir = keptServerDir(buildDir);
  rmSync(serverDir, { recursive: true, force: true });
  linkTree(keptServerDir(fromDir), serverDir);

  phase("link");
  // React Router answers prerender requests only with this set (an ssr:false build has no server).
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const build = (await import(pathToFileURL(join(serverDir, "index.js")).href)) as ServerBuild;
  // The bundle lists the paths its own build prerendered, and refuses to render any other: the
  // content's paths now (new articles, pages, redirects) are the list.
  const handler = createRequestHandler({ ...build, prerender: [...paths] }, "production");
  const routes = routeTree(build.routes);
  phase("load");
  const changed = new Set<string>();
  const rendered: string[] = [];

  const request = async (url: string, init?: RequestInit) => {
    const response = await handler(new Request(`http://localhost${url}`, init));
    return {
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      location: response.headers.get("Location"),
    };
  };
  const previousBytes = (file: string) => {
    const path = join(fromClient, ...file.split("/"));
    return existsSync(path) ? readFileSync(path) : undefined;
  };
  const write = (file: string, contents: Buffer | string) => {
    const bytes = Buffer.isBuffer(contents) ? contents : Buffer.from(contents);
    const before = previousBytes(file);
    if (before && before.equals(bytes) && existsSync(join(clientDir, ...file.split("/")))) return;
    replaceFile(clientDir, file, bytes);
    changed.add(file);
  };

  // Which paths' loaders must run: every path new since the previous release, and every path one
  // of whose reads answers differently now. A read no changed document reaches answers as before.
  const reads = new Map(Object.entries(previousReads?.reads ?? {}));
  let reached = 0;
  const changedReads = new Set<string>();
  let selected: readonly string[] = paths;
  if (previousReads) {
    const changes = changedDocuments(previousReads.documents, documents);
    for (const [key, record] of reads) {
      if (!readReached(record, changes)) continue;
      reached += 1;
      const trace = new ReadTrace();
      const result = resultHash(await evaluate(record.query, record.params, trace));
      if (result !== record.result) changedReads.add(key);
      reads.set(key, { ...record, dependencies: trace.dependencies(), result });
    }
    const listed = new Set(previousReads.listed);
    selected = paths.filter(
      (path) => !listed.has(path) || (previousReads.paths[path] ?? []).some((key) => changedReads.has(key)),
    );
  }
  phase("select");
  startRecordingContentReads(paths);

  await eachLimited(selected, CONCURRENCY, async (path) => {
    const matches = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/"));
    if (!matches) return;
    const leaf = matches[matches.length - 1]!.route as RouteObject & { id: string };
    const module = build.routes[leaf.id]?.module as { default?: unknown; ErrorBoundary?: unknown } | undefined;
    const isResource = Boolean(module && !module.default && !module.ErrorBoundary);
    const dataFile = dataFileOf(path);
    if (isResource) {
      const data = await request(`/${dataFile}?_routes=${encodeURIComponent(leaf.id)}`);
      if (data.status !== 200 && data.status !== 202)
        throw new IncrementalBuildError(`Prerender (data): received a ${data.status} status code for ${path}.`);
      const resourceFile = path.slice(1);
      if (previousBytes(dataFile)?.equals(data.body) && existsSync(join(clientDir, ...resourceFile.split("/")))) return;
      write(dataFile, data.body);
      const resource = await request(`${path}/`.replace(/\/\/+/g, "/").replace(/\/$/g, ""));
      if (resource.status !== 200)
        throw new IncrementalBuildError(`Prerender (resource): received a ${resource.status} status code for ${path}.`);
      write(resourceFile, resource.body);
      rendered.push(path);
      return;
    }
    const hasLoaders = matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader);
    let data: string | undefined;
    const htmlFile = htmlFileOf(path);
    if (hasLoaders) {
      const answer = await request(`/${dataFile}`);
      if (answer.status !== 200 && answer.status !== 202)
        throw new IncrementalBuildError(`Prerender (data): received a ${answer.status} status code for ${path}.`);
      // The same data, with the same code, renders the same page: keep the previous release's.
      if (previousBytes(dataFile)?.equals(answer.body) && previous.pages[htmlFile]) return;
      data = answer.body.toString("utf8");
      write(dataFile, answer.body);
    }
    const normalized = `${path}/`.replace(/\/\/+/g, "/");
    const page = await request(normalized, data ? { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } } : undefined);
    let html = page.body.toString("utf8");
    if (REDIRECT_STATUSES.has(page.status)) {
      const location = escapeHtml(page.location ?? "");
      html = `<!doctype html>
<head>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${page.status === 302 ? 2 : 0};url=${location}">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="${location}">
    Redirecting from <code>${escapeHtml(normalized)}</code> to <code>${location}</code>
  </a>
</body>
</html>`;
    } else if (page.status !== 200) {
      throw new IncrementalBuildError(`Prerender (html): received a ${page.status} status code for ${normalized}.\n${html}`);
    }
    write(htmlFile, html);
    rendered.push(path);
  });

  phase("render");
  // What each path reads now: as recorded where its loaders ran, as before where they did not.
  const recorded = stopRecordingContentReads() ?? { listed: [], reads: {}, paths: {} };
  const ran = new Set(selected);
  const pathReads: ReleaseReads["paths"] = {};
  for (const path of paths) {
    const keys = ran.has(path) ? recorded.paths[path] : previousReads?.paths[path];
    if (keys?.length) pathReads[path] = keys;
  }
  const readRecords: ReleaseReads["reads"] = {};
  for (const keys of Object.values(pathReads))
    for (const key of keys) readRecords[key] ??= recorded.reads[key] ?? reads.get(key)!;
  const contentReads: ReleaseReads = { listed: [...paths], paths: pathReads, reads: readRecords, documents };
  // The SPA fallback: the root route's shell, rendered again every time (one render).
  const fallback = await request("/", { headers: { "X-React-Router-SPA-Mode": "yes" } });
  if (fallback.status !== 200)
    throw new IncrementalBuildError(`Prerender: received a ${fallback.status} status code for the SPA fallback.`);
  write("__spa-fallback.html", fallback.body);

  // Pages the content no longer has: their files go, as a full build would never write them.
  const now = new Set(paths);
  const removed = Object.keys(previous.pages)
    .filter((file) => file.endsWith("/index.html") || file === "index.html")
    .map(pathOfHtml)
    .filter((path) => !now.has(path));
  for (const path of removed) {
    removeFile(clientDir, htmlFileOf(path));
    removeFile(clientDir, dataFileOf(path));
  }

  // The manifest's pages: the previous entries, less removed pages, with changed ones read again.
  const scripts = [...previous.scripts];
  const pages: ReleaseManifest["pages"] = {};
  for (const [file, entry] of Object.entries(previous.pages))
    if (!removed.includes(pathOfHtml(file)) || !file.endsWith("index.html")) pages[file] = entry;
  for (const file of changed)
    if (file.endsWith(".html")) pages[file] = pageEntry(readFileSync(join(clientDir, ...file.split("/")), "utf8"), scripts);

  // Hydration files no page names any more go, as a full build never writes them.
  const named = new Set(Object.values(pages).flatMap((entry) => (entry.hydration ? [entry.hydration] : [])));
  for (const file of filesUnder(join(clientDir, "assets", "hydration")))
    if (file.endsWith(".txt") && !named.has(`assets/hydration/${file}`)) removeFile(clientDir, `assets/hydration/${file}`);
  for (const file of named) if (!previousBytes(file)) changed.add(file);

  // The policy: the scripts the code wrote, checked against every changed page.
  const written = [...new Set([...previous.written, ...readWritten()])];
  const census = checkInlineScripts(
    [...changed]
      .filter((file) => file.endsWith(".html"))
      .map((file) => ({ file, html: readFileSync(join(clientDir, ...file.split("/")), "utf8") })),
    written,
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
  const config: SiteSecurityConfig = {
    scriptHashes: census.hashes,
    formEndpoint: process.env.VITE_FORM_ENDPOINT || undefined,
    apiUrl: process.env.VITE_API_URL || undefined,
  };
  const htmlFiles = Object.keys(pages).filter((file) => file.endsWith("index.html"));
  const pagePaths = htmlFiles.map(pathOfHtml);
  write("_headers", headersFile(config, pagePaths));
  writeFileSync(join(buildDir, "server-config.json"), `${JSON.stringify(config, null, 2)}\n`);

  phase("check");
  // Pictures the pages name: the new ones made (or taken from the cache), the unnamed ones removed.
  const variants = await writeVariants(imagesNamed(pages), clientDir, variantCache);
  for (const line of variantFailureLines(variants.failed)) console.error(line);
  phase("pictures");
  const compressed = await precompress(
    [...changed].map((file) => join(clientDir, ...file.split("/"))),
    { cacheDir },
  );
  phase("compress");
  void projectRoot;
  return {
    phases,
    manifest: { code: previous.code, written, scripts, pages },
    config,
    rendered,
    removed,
    paths: paths.length,
    loaded: selected.length,
    reads: { reached, changed: changedReads.size },
    contentReads,
    compressed,
    variants,
  };
}
