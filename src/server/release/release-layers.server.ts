import { existsSync, readFileSync, statSync } from "node:fs";
import { join, normalize, resolve, sep } from "node:path";

/**
 * A release made by a publish holds only what it changed; the rest it reads from the full build
 * below it (decision 0053). Its client folder is the top layer: the files written by every publish
 * since that full build (each publish starts from the previous one's top, so a release never
 * needs more than its own folder and the full build). `removed` lists the full build's files the
 * release does not have (pages gone, hydration files no page names). A release with no layers
 * file is a full build: its client folder alone.
 */
export interface ReleaseLayers {
  /** The client folders a file is looked for in, the release's own first. */
  readonly roots: readonly string[];
  /** Files of a lower folder (relative to it, forward slashes) that the release does not have. */
  readonly removed: ReadonlySet<string>;
}

/** What a release's layers file holds, beside its client folder. */
export interface StoredLayers {
  /** The full build's client folder, absolute. */
  base: string;
  /** As ReleaseLayers.removed, sorted. */
  removed: string[];
}

/** Where a build keeps its layers (beside client/, with the manifest: not served). */
export const layersFileOf = (clientRoot: string) => join(clientRoot, "..", "incremental", "layers.json");

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The layers of the release whose client folder is `clientRoot` (that folder alone for a full build). */
export function readReleaseLayers(clientRoot: string): ReleaseLayers {
  const root = resolve(clientRoot);
  const file = layersFileOf(root);
  if (!existsSync(file)) return { roots: [root], removed: new Set() };
  const stored = JSON.parse(readFileSync(file, "utf8")) as StoredLayers;
  return { roots: [root, resolve(stored.base)], removed: new Set(stored.removed) };
}

/** The folder of `layers` that holds `file` (relative, forward slashes), or undefined when the release has no such file. */
export function layerHolding(layers: ReleaseLayers, file: string): string | undefined {
  const [own, ...below] = layers.roots;
  if (own !== undefined && isFile(join(own, file))) return own;
  if (layers.removed.has(file)) return undefined;
  return below.find((root) => isFile(join(root, file)));
}

/** `file`'s text in the release, or undefined when it has none. */
export function readLayeredFile(layers: ReleaseLayers, file: string): string | undefined {
  const root = layerHolding(layers, file);
  return root === undefined ? undefined : readFileSync(join(root, file), "utf8");
}

/**
 * The file a request path names inside the release's folders, relative to them with forward
 * slashes (`/about-us` → about-us/index.html), and the folder that holds it; never outside them.
 */
export function resolveLayeredFile(layers: ReleaseLayers, path: string): { file: string; root: string } | undefined {
  const own = layers.roots[0]!;
  const target = normalize(join(own, path));
  if (target !== own && !target.startsWith(own + sep)) return undefined;
  const relative = target.slice(own.length + 1);
  const bare = relative.replace(/[/\\]+$/, "");
  // As a folder's own lookup: the file itself (not when the path ends in a slash), its index, then `.html`.
  const candidates = bare === "" ? ["index.html"] : [...(bare === relative ? [bare] : []), `${bare}/index.html`, `${bare}.html`];
  for (const candidate of candidates) {
    const file = candidate.split(sep).join("/");
    const root = layerHolding(layers, file);
    if (root !== undefined) return { file, root };
  }
  return undefined;
}
