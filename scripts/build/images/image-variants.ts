import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { EMBEDDED_VARIANTS_PATH, parseVariantFileName, type VariantRequest } from "../../../src/lib/image/embedded-variants";
import { makeVariants } from "../../../src/content/embedded-images/make-variants.server";

const VARIANT_REFERENCE = new RegExp(`${EMBEDDED_VARIANTS_PATH.replaceAll("/", "\\/")}([A-Za-z0-9_.-]+)`, "g");

/** The sized pictures a page names (in its `srcset`s, `src`s and link-preview tags), each once, sorted. */
export function variantsNamed(html: string): string[] {
  return [...new Set([...html.matchAll(VARIANT_REFERENCE)].map((match) => match[1]!))].sort();
}

export interface WrittenVariants {
  /** Variants the pages name. */
  named: number;
  /** Of them, how many were made now (the rest came from the cache). */
  made: number;
  /** Variants that could not be made, each with why: their pictures are missing from the pages. */
  failed: { name: string; reason: string }[];
}

/** Makes (or finds in `cacheDir`) every variant `names` asks for; says which could not be made. */
async function variantsInCache(
  names: Iterable<string>,
  { imagesDir, cacheDir }: { imagesDir: string; cacheDir: string },
): Promise<WrittenVariants & { kept: Set<string> }> {
  const wanted = [...new Set(names)].sort();
  const requests: VariantRequest[] = [];
  const failed: WrittenVariants["failed"] = [];
  for (const name of wanted) {
    const request = parseVariantFileName(name);
    if (request) requests.push(request);
    else failed.push({ name, reason: "the name is not one this code makes" });
  }
  const counts = await makeVariants(requests, { imagesDir, cacheDir });
  failed.push(...counts.failed);
  const missing = new Set(failed.map(({ name }) => name));
  const kept = new Set(wanted.filter((name) => !missing.has(name)));
  return { named: wanted.length, made: counts.made, failed, kept };
}

/**
 * Puts in a full build's `clientDir/media/variants/` exactly the sized pictures the pages name
 * (decision 0052): made from the embedded dataset's images the first time a build asks for them
 * and kept in `cacheDir`, so a build of the same pictures, or of one more, makes only the new
 * ones. Files no page names are removed, as a full build would never have written them.
 */
export async function writeVariants(
  names: Iterable<string>,
  clientDir: string,
  cache: { imagesDir: string; cacheDir: string },
): Promise<WrittenVariants> {
  const { kept, ...written } = await variantsInCache(names, cache);
  const outDir = join(clientDir, ...EMBEDDED_VARIANTS_PATH.split("/").filter(Boolean));
  if (kept.size > 0) mkdirSync(outDir, { recursive: true });
  for (const name of kept) {
    const target = join(outDir, name);
    if (!existsSync(target)) copyFileSync(join(cache.cacheDir, name), target);
  }
  if (existsSync(outDir))
    for (const name of readdirSync(outDir)) if (!kept.has(name)) rmSync(join(outDir, name), { force: true });
  return written;
}

/** The files of a release a publish changes (layered-release.ts), as far as pictures go. */
interface ReleaseFiles {
  has(file: string): boolean;
  write(file: string, contents: Buffer): void;
  remove(file: string): void;
}

/** A variant's file in a release's client folder. */
const variantFile = (name: string) => `${EMBEDDED_VARIANTS_PATH.slice(1)}${name}`;

/**
 * The same for a publish's layered release (decision 0053): only the pictures no earlier layer
 * holds are made (or taken from the cache) and written, and those the pages before named but no
 * page names now are removed, so a publish costs the pictures it changed, never one file or one
 * decode per picture of the site. Returns the files written, for the caller's list of what changed.
 */
export async function layerVariants(
  names: Iterable<string>,
  namedBefore: Iterable<string>,
  release: ReleaseFiles,
  cache: { imagesDir: string; cacheDir: string },
): Promise<WrittenVariants & { files: string[] }> {
  const wanted = new Set(names);
  const { kept, ...written } = await variantsInCache(
    [...wanted].filter((name) => !release.has(variantFile(name))),
    cache,
  );
  const files: string[] = [];
  for (const name of kept) {
    const file = variantFile(name);
    release.write(file, readFileSync(join(cache.cacheDir, name)));
    files.push(file);
  }
  for (const name of new Set(namedBefore)) if (!wanted.has(name)) release.remove(variantFile(name));
  return { ...written, named: wanted.size, files };
}

/** The build log's lines for variants that could not be made (the build goes on without them). */
export const variantFailureLines = (failed: WrittenVariants["failed"]) =>
  failed.map(({ name, reason }) => `✗ Picture ${name} could not be made: ${reason}. The pages that show it go without it.`);
