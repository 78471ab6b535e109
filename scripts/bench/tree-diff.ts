import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { readReleaseLayers } from "../../src/server/release/release-layers.server";

/** Every file under `dir` by its path there (with `/`), and the hash of its bytes. */
export function digestTree(dir: string): Map<string, string> {
  const digests = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    digests.set(relative(dir, file).split(sep).join("/"), createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return digests;
}

/**
 * Every file a release serves from its client folder `dir`, as `digestTree` gives them: for a
 * release a publish made, its own files over the full build's, less those it left out (decision 0053).
 */
export function digestRelease(dir: string): Map<string, string> {
  const [own, base] = readReleaseLayers(dir).roots;
  if (base === undefined) return digestTree(dir);
  const { removed } = readReleaseLayers(dir);
  const digests = digestTree(own!);
  const ownFiles = new Set(digests.keys());
  for (const [file, digest] of digestTree(base)) {
    if (ownFiles.has(file) || removed.has(file)) continue;
    // The server sends a file's compressed copy only from the folder that holds the file: a copy
    // in the full build beside a file the release wrote anew is never served.
    const compressedOf = /\.(br|gz)$/.test(file) ? file.slice(0, -3) : undefined;
    if (compressedOf !== undefined && ownFiles.has(compressedOf)) continue;
    digests.set(file, digest);
  }
  return digests;
}

/** What a host would upload or delete going from one build to the next, each list sorted. */
export interface TreeDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

export function diffTrees(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): TreeDiff {
  const changed = [...after].filter(([path, hash]) => before.has(path) && before.get(path) !== hash).map(([path]) => path);
  const added = [...after.keys()].filter((path) => !before.has(path));
  const removed = [...before.keys()].filter((path) => !after.has(path));
  return { changed: changed.sort(), added: added.sort(), removed: removed.sort() };
}

/** Every path in a diff, whichever way it differs. */
export const differing = ({ changed, added, removed }: TreeDiff): string[] => [...changed, ...added, ...removed].sort();
