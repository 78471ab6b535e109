import { incrementalFile, readJsonFile, writeJsonFile } from "./incremental-files";
import { variantsNamed } from "./images/image-variants";
import { runnableInlineScripts } from "./inline-script-hashes";

/**
 * What a finished build records for the next publish (beside its client folder, in
 * `incremental/manifest.json`): enough to render only what changed and still end with the files a
 * full build would have written.
 */
export interface ReleaseManifest {
  /** The code it was built from (code-fingerprint.ts). */
  code: string;
  /** The inline scripts the code wrote while rendering (their hashes go in the policy). */
  written: string[];
  /** Each distinct runnable inline script found in the pages, once. */
  scripts: string[];
  /**
   * Per HTML file (relative to client/, forward slashes): its scripts (indices into `scripts`), the
   * hydration file it names, and the sized pictures it names (image-variants.ts).
   */
  pages: Record<string, PageEntry>;
}

const manifestFile = (buildDir: string) => incrementalFile(buildDir, "manifest.json");

const HYDRATION_REFERENCE = /\/assets\/hydration\/[A-Za-z0-9_-]+\.txt/;

interface PageEntry {
  scripts: number[];
  hydration?: string;
  images?: string[];
}

/** What one page contributes to the manifest, from its HTML. */
export function pageEntry(html: string, scripts: string[]): PageEntry {
  const indices = runnableInlineScripts(html).map((text) => {
    let index = scripts.indexOf(text);
    if (index < 0) index = scripts.push(text) - 1;
    return index;
  });
  const hydration = HYDRATION_REFERENCE.exec(html)?.[0]?.slice(1);
  const images = variantsNamed(html);
  return { scripts: [...new Set(indices)], ...(hydration ? { hydration } : {}), ...(images.length ? { images } : {}) };
}

/** Every sized picture the pages of a manifest name. */
export function imagesNamed(pages: ReleaseManifest["pages"]): Set<string> {
  return new Set(Object.values(pages).flatMap((entry) => entry.images ?? []));
}

export function writeManifest(buildDir: string, manifest: ReleaseManifest): void {
  writeJsonFile(manifestFile(buildDir), manifest);
}

/** The manifest of the build in `buildDir`, or undefined when it has none (or an unreadable one). */
export function readManifest(buildDir: string): ReleaseManifest | undefined {
  return readJsonFile<ReleaseManifest>(manifestFile(buildDir));
}
