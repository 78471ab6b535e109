import { join, resolve } from "node:path";
import { embeddedRasterSource } from "../../lib/image/embedded-variants";
import type { DatasetDocument } from "../sources/types";
import { pictureMetadata } from "./image-metadata.server";

/** Where pictures' metadata is kept between builds (git-ignored; deleting it costs one slower build). */
const METADATA_CACHE = resolve(process.cwd(), ".cache", "image-metadata");

/**
 * Gives each raster image asset the metadata the Content Lake would hold for it (placeholder,
 * dominant colour, and its size when the file name gives none), so the site reads both sources
 * with the same projection. A picture that cannot be read keeps what its name says, and the build
 * log says which one: its page still renders, without a placeholder. A full build describes every
 * picture of the dataset; a publish, the asset documents it holds (scripts/build/lazy-dataset.ts).
 */
export async function describeDatasetPictures(documents: readonly DatasetDocument[], imagesDir: string): Promise<void> {
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
