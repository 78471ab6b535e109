import { extname } from "node:path";
import { LruMap } from "toad-cache";
import { APP_SHELL_FILE, isAppShellPath } from "../../lib/addresses/app-shell-paths";
import { isBuildFilePath } from "../../lib/addresses/reserved-paths";
import { layerHolding, readReleaseLayers, resolveLayeredFile, type ReleaseLayers } from "./release-layers.server";

/**
 * Requests for these are files or nothing: a missing one is a 404. Any other path (even one with a
 * dot, like /https://example.co.uk) names a page: a prerendered one, the app shell, or none (the
 * server then sends the visitor home).
 */
const FILE_EXTENSIONS = new Set([
  ".js",
  ".css",
  ".json",
  ".data",
  ".svg",
  ".png",
  ".jpg",
  ".webp",
  ".avif",
  ".ico",
  ".txt",
  ".xml",
  ".woff2",
  ".map",
  ".webmanifest",
  ".br",
  ".gz",
]);
export const isFileRequest = (pathname: string) =>
  isBuildFilePath(pathname) || FILE_EXTENSIONS.has(extname(pathname).toLowerCase());

/** The app shell React Router writes when not every route is prerendered (index.html when none is). */
const FALLBACK_FILES = [APP_SHELL_FILE.slice(1), "index.html"];

export interface BuildFiles {
  /**
   * The file to send for a decoded request path, relative to the build folder: its prerendered
   * file, or the app shell for an address the app draws itself; undefined when the build has none.
   */
  fileFor(path: string): string | undefined;
  /** As `fileFor`, with the folder that holds the file (a release's own, or the full build below it). */
  locate(path: string): { file: string; root: string } | undefined;
  /** How many paths are remembered now. */
  readonly cachedPaths: number;
}

/**
 * Where each address of the build leads. The build does not change while it is served, so each
 * answer is remembered instead of asking the file system again.
 */
/**
 * How many answers are remembered: far more than the site has pages, and small enough that a flood
 * of made-up addresses costs a few megabytes at most (each remembered path is at most
 * CACHED_PATH_LENGTH characters). The least recently used answer makes room for a new one.
 */
const PATH_CACHE_ENTRIES = 4_000;
/** Longer addresses are worked out each time: no page has one, so remembering them helps nobody. */
const CACHED_PATH_LENGTH = 512;

/** The build whose client folder is `base` (with the full build below it, for a release a publish made), or given layers. */
export function buildFiles(base: string | ReleaseLayers): BuildFiles {
  const layers = typeof base === "string" ? readReleaseLayers(base) : base;
  const fallbackFile = FALLBACK_FILES.find((file) => layerHolding(layers, file) !== undefined);
  const fallback = fallbackFile === undefined ? undefined : { file: fallbackFile, root: layerHolding(layers, fallbackFile)! };
  // null is a remembered 404; undefined is "not remembered".
  const resolved = new LruMap<{ file: string; root: string } | null>(PATH_CACHE_ENTRIES);
  const locate = (path: string) => {
    const known = resolved.get(path);
    if (known !== undefined) return known ?? undefined;
    const found = resolveLayeredFile(layers, path) ?? (isAppShellPath(path) && !isFileRequest(path) ? fallback : undefined);
    if (path.length <= CACHED_PATH_LENGTH) resolved.set(path, found ?? null);
    return found;
  };
  return {
    locate,
    fileFor: (path) => locate(path)?.file,
    get cachedPaths() {
      return resolved.size;
    },
  };
}
