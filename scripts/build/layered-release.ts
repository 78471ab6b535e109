/**
 * The files of a release a publish makes (decision 0053): only what it writes, in its own client
 * folder, over the full build the live release came from. The live release's own top layer (what
 * the publishes since that full build wrote) is hard-linked in first, so the new release needs
 * nothing but its folder and the full build: however many publishes follow, a file is looked for
 * in two folders at most, and a publish costs the files changed since the full build, not every
 * file of the site.
 */
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import {
  layerHolding,
  layersFileOf,
  readReleaseLayers,
  type ReleaseLayers,
  type StoredLayers,
} from "../../src/server/release/release-layers.server";

/** A file's precompressed copies travel with it (precompress.ts writes them beside it). */
const withCopies = (file: string) => [file, `${file}.br`, `${file}.gz`];

export interface LayeredRelease {
  /** The new release's client folder (its top layer). */
  readonly clientDir: string;
  /** `file`'s bytes in the live release, or undefined when it has none. */
  previousBytes(file: string): Buffer | undefined;
  /** Whether the new release has `file`. */
  has(file: string): boolean;
  /** Whether the new release's own folder has `file` (written by this publish or one since the full build). */
  hasOwn(file: string): boolean;
  /** The names of the files directly in `folder` (relative, forward slashes) in the new release, sorted. */
  namesIn(folder: string): string[];
  /** The same, of the new release's own folder only. */
  ownNamesIn(folder: string): string[];
  /** `file`'s text in the new release (which has it). */
  read(file: string): string;
  /** Writes `file` as a new file of this release (never through a link to another release's). */
  write(file: string, contents: string | Buffer): void;
  /** Leaves `file` and its compressed copies out of this release. */
  remove(file: string): void;
  /** Records the layers beside the client folder; the release is complete once this has run. */
  finish(): void;
  /** How many files the new release's own folder started with (the live release's top layer). */
  readonly carried: number;
}

/** Every file under `dir`, relative to it with forward slashes. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** Hard links of `files` of `from` in `to`: no bytes are copied, and nothing here writes into one. */
export function linkFiles(from: string, to: string, files: readonly string[]): void {
  for (const file of files) {
    const target = join(to, ...file.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    linkSync(join(from, ...file.split("/")), target);
  }
}

/** The names of the files directly in `folder` of the client folder `root` (none when it has no such folder). */
function fileNamesIn(root: string, folder: string): string[] {
  const dir = join(root, ...folder.split("/"));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** Removes the folders `file` leaves empty, up to `root`: a full build never makes an empty folder. */
function removeEmptyFolders(root: string, file: string): void {
  let folder = dirname(join(root, ...file.split("/")));
  while (folder.startsWith(root + sep)) {
    try {
      rmdirSync(folder);
    } catch {
      return;
    }
    folder = dirname(folder);
  }
}

/** Starts the release in `buildDir` over the live release in `fromDir` (both build folders, client/ inside). */
export function openLayeredRelease(fromDir: string, buildDir: string): LayeredRelease {
  const clientDir = join(buildDir, "client");
  const live: ReleaseLayers = readReleaseLayers(join(fromDir, "client"));
  const [liveTop, liveBase] = live.roots as [string, string | undefined];
  // A full build is the base itself; a publish's release passes its base on.
  const base = liveBase ?? liveTop;
  const removed = new Set(liveBase ? live.removed : []);
  rmSync(clientDir, { recursive: true, force: true });
  mkdirSync(clientDir, { recursive: true });
  const carried = liveBase ? filesUnder(liveTop) : [];
  linkFiles(liveTop, clientDir, carried);
  const ownFile = (file: string) => join(clientDir, ...file.split("/"));
  const inOwn = (file: string) => existsSync(ownFile(file));
  const inBase = (file: string) => !removed.has(file) && existsSync(join(base, ...file.split("/")));
  /** Takes `file` and its compressed copies out of this release: from its own folder, and from what it serves of the base. */
  const leaveOut = (file: string) => {
    for (const path of withCopies(file)) {
      rmSync(ownFile(path), { force: true });
      if (existsSync(join(base, ...path.split("/")))) removed.add(path);
    }
  };
  return {
    clientDir,
    carried: carried.length,
    previousBytes(file) {
      const root = layerHolding(live, file);
      return root === undefined ? undefined : readFileSync(join(root, ...file.split("/")));
    },
    has: (file) => inOwn(file) || inBase(file),
    hasOwn: inOwn,
    namesIn(folder) {
      const names = new Set([...fileNamesIn(clientDir, folder), ...fileNamesIn(base, folder)]);
      return [...names].filter((name) => inOwn(`${folder}/${name}`) || inBase(`${folder}/${name}`)).sort();
    },
    ownNamesIn: (folder) => fileNamesIn(clientDir, folder).sort(),
    read: (file) => readFileSync(inOwn(file) ? ownFile(file) : join(base, ...file.split("/")), "utf8"),
    write(file, contents) {
      // The copies of the file's earlier bytes go with them (precompress writes the new ones).
      leaveOut(file);
      removed.delete(file);
      mkdirSync(dirname(ownFile(file)), { recursive: true });
      writeFileSync(ownFile(file), contents);
    },
    remove(file) {
      leaveOut(file);
      removeEmptyFolders(clientDir, file);
    },
    finish() {
      const layers: StoredLayers = { base, removed: [...removed].sort() };
      const file = layersFileOf(clientDir);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(layers));
    },
  };
}
