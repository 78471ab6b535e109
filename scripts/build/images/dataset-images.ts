import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EMBEDDED_MEDIA_PATH } from "../../../src/lib/image/embedded-variants";
import type { LayeredRelease } from "../layered-release";

/** Where a release keeps the dataset's original images, relative to client/ ("media/images"). */
const IMAGES_FOLDER = EMBEDDED_MEDIA_PATH.replace(/^\/|\/$/g, "");

/** The compressed copies precompress.ts writes beside a file. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Sanity's export names a file by its content's hash (`<sha1>-<w>x<h>.<ext>`): one name, one set of bytes. */
const NAMED_BY_CONTENT = /^[0-9a-f]{40}-\d+x\d+\.\w+$/;

/**
 * The embedded dataset's original images in a publish's release (decision 0053), as a full build
 * copies them (`datasetMedia` in src/content/vite-dataset-media.ts): an image new in the dataset's
 * images/ folder is written, one gone from it is left out, and one with other bytes under the same
 * name is written again. A name that carries its content's hash is never read to compare. Returns
 * the files written, for the caller's list of what changed (an SVG gets compressed copies).
 */
export function layerDatasetImages(
  imagesDir: string,
  release: Pick<LayeredRelease, "has" | "namesIn" | "previousBytes" | "write" | "remove">,
): string[] {
  const names = existsSync(imagesDir)
    ? readdirSync(imagesDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];
  const written: string[] = [];
  for (const name of names) {
    const file = `${IMAGES_FOLDER}/${name}`;
    if (release.has(file) && NAMED_BY_CONTENT.test(name)) continue;
    const bytes = readFileSync(join(imagesDir, name));
    if (release.has(file) && release.previousBytes(file)?.equals(bytes)) continue;
    release.write(file, bytes);
    written.push(file);
  }
  const present = new Set(names);
  // A compressed copy beside an image (an SVG's) goes with its image, never on its own.
  for (const name of release.namesIn(IMAGES_FOLDER))
    if (!present.has(name) && !COMPRESSED_COPY.test(name)) release.remove(`${IMAGES_FOLDER}/${name}`);
  return written;
}
