import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { embeddedRasterSource } from "../../lib/image/embedded-variants";
import { pictureMetadata } from "../embedded-images/image-metadata.server";
import { ContentSourceError } from "../config.server";
import type { ContentSource } from "./types";
import { loadDatasetDocuments } from "./embedded-dataset";
import { createLocalSource } from "./local-source.server";

/**
 * Runs GROQ with groq-js over the embedded dataset file, reading it once. Like the Content Lake's
 * `published` perspective, drafts are left out.
 */
export function createEmbeddedSource(file: string): ContentSource {
  return createLocalSource(embeddedSourceName(file), () => readDataset(file));
}

/** How the embedded dataset `file` is named, in build logs and among the process's snapshots. */
export const embeddedSourceName = (file: string) => `embedded dataset ${file}`;

async function readDataset(file: string) {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentSourceError(
      code === "ENOENT"
        ? `The embedded dataset ${file} does not exist. Run \`npm run seed\` to generate it, or set SANITY_PROJECT_ID and SANITY_DATASET.`
        : `The embedded dataset ${file} could not be read (${code ?? (error as Error).message}).`,
    );
  }
  const documents = loadDatasetDocuments(text, file);
  await describePictures(documents, join(dirname(file), "images"));
  return documents;
}

/** Where pictures' metadata is kept between builds (git-ignored; deleting it costs one slower build). */
const METADATA_CACHE = resolve(process.cwd(), ".cache", "image-metadata");

/**
 * Gives each raster image asset the metadata the Content Lake would hold for it (placeholder,
 * dominant colour, and its size when the file name gives none), so the site reads both sources
 * with the same projection. A picture that cannot be read keeps what its name says, and the build
 * log says which one: its page still renders, without a placeholder.
 */
async function describePictures(documents: Awaited<ReturnType<typeof loadDatasetDocuments>>, imagesDir: string) {
  for (const document of documents) {
    if (document._type !== "sanity.imageAsset" || typeof document.url !== "string") continue;
    const raster = embeddedRasterSource(document.url);
    if (!raster) continue;
    try {
      const { lqip, dominant, width, height } = await pictureMetadata(
        join(imagesDir, raster.source),
        raster.hash,
        METADATA_CACHE,
      );
      const metadata = document.metadata as { dimensions: { width: number; height: number } };
      document.metadata = {
        ...metadata,
        dimensions: metadata.dimensions.width && metadata.dimensions.height ? metadata.dimensions : { width, height },
        lqip,
        palette: { dominant: { background: dominant } },
      };
    } catch (error) {
      console.warn(
        `Image ${raster.source} could not be read for its placeholder (${(error as Error).message}); it is shown without one.`,
      );
    }
  }
}
