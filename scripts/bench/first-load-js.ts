import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Every static `import … from "…"`, `import "…"` or `export … from "…"` specifier of a JavaScript file. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
/** A script URL quoted in an inline script: what the deferred bootstrap imports (it lists the route modules as data). */
const QUOTED_SCRIPT_URL = /["'](\/[^"'\s]+\.js)["']/g;

/**
 * The scripts a page starts: its modulepreload links and module scripts (React Router's own
 * `<Scripts>`), and every file its inline scripts import, which is how the deferred bootstrap asks
 * for the manifest, the matched route modules and the entry once the page has painted.
 */
function pageEntryScripts(html: string): string[] {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/src=|application\/ld\+json/i.test(match[1]!))
    .map((match) => match[2]!)
    // Hydration data streamed into the page (React Router's own <Scripts>) is content, not code to load.
    .filter((source) => !source.includes("streamController.enqueue("));
  return [
    ...new Set([
      ...[...html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/gi)].map((match) => match[1]!),
      ...[...html.matchAll(/<script\b[^>]*type=["']module["'][^>]*src=["']([^"']+)["']/gi)].map((match) => match[1]!),
      ...inline.flatMap((source) => [...source.matchAll(QUOTED_SCRIPT_URL)].map((match) => match[1]!)),
    ]),
  ];
}

/** The modules a file imports statically (what loads with it); lazy `import()` targets are left out. */
function staticImports(source: string, fileUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1]!, `http://site${fileUrl}`).pathname);
}

/** `import("./hydrate-when-seen-….js")`: the chunk of the wrapper around blocks loaded when seen. */
const WHEN_SEEN_WRAPPER = /import\([`"']\.\/(hydrate-when-seen-[^`"']+\.js)[`"']\)/;

/** Blocks whose code loads when the visitor nears them (`hydrate-when-seen.tsx` marks their wrappers). */
function blockTypesLoadedWhenSeen(html: string): string[] {
  return [...new Set([...html.matchAll(/<div class="hydrate-when-seen" data-block-type="(\w+)"/g)].map((match) => match[1]!))];
}

/** The block types a page lists for the entry to load before hydration (`#page-block-types`). */
function pageBlockTypes(html: string): string[] {
  const listed = /<script id="page-block-types" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return listed ? (JSON.parse(listed) as string[]) : [];
}

/** `type: () => load(() => import("./chunk.js")…)` in the built block registry: each block type's chunk. */
const REGISTRY_ENTRY = /\b(\w+):\(\)=>(?:\w+\(\(\)=>)?import\([`"']\.\/([^`"']+\.js)[`"']\)/g;
/** `type: async () => Component` in the built block registry: a block that comes with the route module. */
const EAGER_REGISTRY_ENTRY = /\b(\w+):async\(\)=>[\w$]+[,}]/g;

/**
 * The JavaScript a prerendered page loads before it is interactive: its entry scripts, the chunks
 * of the blocks it shows (the entry loads them before hydrating), and, transitively, every module
 * they import statically. Listed once each, entries first. A listed block whose chunk cannot be
 * found is an error, so the figure never leaves code out silently. With `later`, also what the
 * blocks loaded when seen add (`later` lists those files, not already in the first load).
 */
export function firstLoadScripts(html: string, readModule: (url: string) => string, later?: string[]): string[] {
  const seen = new Set<string>();
  const blockChunks = new Map<string, string>();
  const eagerBlocks = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readModule(url);
    for (const [, type, file] of source.matchAll(REGISTRY_ENTRY))
      blockChunks.set(type!, new URL(file!, `http://site${url}`).pathname);
    for (const [, type] of source.matchAll(EAGER_REGISTRY_ENTRY)) eagerBlocks.add(type!);
    for (const imported of staticImports(source, url)) visit(imported);
  };
  const visitBlocks = (types: readonly string[]) => {
    for (const type of types.filter((listed) => !eagerBlocks.has(listed))) {
      const chunk = blockChunks.get(type);
      if (!chunk) throw new Error(`No chunk found for the page's block type "${type}" in the scripts it loads.`);
      visit(chunk);
    }
  };
  for (const entry of pageEntryScripts(html)) visit(new URL(entry, "http://site/").pathname);
  const whenSeen = blockTypesLoadedWhenSeen(html);
  visitBlocks(pageBlockTypes(html).filter((type) => !whenSeen.includes(type)));
  // A page with a block loaded when seen loads that block's wrapper before hydrating.
  if (whenSeen.length) {
    const wrapper = [...seen].map((url) => ({ url, match: WHEN_SEEN_WRAPPER.exec(readModule(url)) })).find(({ match }) => match);
    if (!wrapper) throw new Error("The page shows a block loaded when seen, but no script it loads imports the block's wrapper.");
    visit(new URL(wrapper.match![1]!, `http://site${wrapper.url}`).pathname);
  }
  const firstLoad = [...seen];
  if (later) {
    visitBlocks(whenSeen);
    later.push(...[...seen].slice(firstLoad.length));
  }
  return firstLoad;
}

/** Reads a built module by its URL path. */
export const moduleReader = (clientDir: string) => (url: string) => readFileSync(join(clientDir, url.replace(/^\//, "")), "utf8");

/** The stylesheets a page links. */
export function stylesheets(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/gi)].map((match) => match[1]!)),
  ];
}

/**
 * Size of each file as stored and as sent: the build's own precompressed `.br` and `.gz` copies,
 * which the server sends to browsers that accept them (compressed here at the same levels when a
 * copy is missing).
 */
export function measureFiles(clientDir: string, urls: readonly string[]): Chunk[] {
  return urls.map((url) => {
    const path = join(clientDir, url.replace(/^\//, ""));
    const content = readFileSync(path);
    const stored = (suffix: string, compress: () => Buffer) =>
      existsSync(path + suffix) ? readFileSync(path + suffix).length : compress().length;
    return {
      file: url,
      bytes: content.length,
      gzipBytes: stored(".gz", () => gzipSync(content, { level: 9 })),
      brotliBytes: stored(".br", () => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    };
  });
}

/** Gzipped size of a piece of text (an HTML page, an inline script). */
export const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** Inline scripts a page runs (not structured data): the pre-paint script and React Router's context. */
export function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/src=|application\/ld\+json/i.test(match[1]!))
    .reduce((total, match) => total + Buffer.byteLength(match[2]!), 0);
}
