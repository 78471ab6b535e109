import { createReadStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { EMBEDDED_DATASET_DIR } from "./config.ts";

/** The images/ folder beside the dataset file in use (EMBEDDED_DATASET_FILE may point elsewhere). */
const defaultImagesDir = () =>
  join(process.env.EMBEDDED_DATASET_FILE ? dirname(process.env.EMBEDDED_DATASET_FILE) : EMBEDDED_DATASET_DIR, "images");
import { EMBEDDED_MEDIA_PATH } from "./sources/embedded-dataset.ts";

/**
 * The embedded dataset's images/ folder, served at /media/images/ in development and copied into
 * the client build, so image URLs from the embedded source resolve like Sanity CDN URLs would.
 */
export function datasetMedia(imagesDir = defaultImagesDir()): Plugin {
  return {
    name: "dataset-media",
    configureServer(server) {
      server.middlewares.use(EMBEDDED_MEDIA_PATH, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? "").split("?")[0]!.replace(/^\//, ""));
        const file = join(imagesDir, name);
        if (name.includes("..") || !existsSync(file)) return next();
        response.setHeader(
          "Content-Type",
          name.endsWith(".svg") ? "image/svg+xml" : name.endsWith(".png") ? "image/png" : "application/octet-stream",
        );
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      if (this.environment?.name !== "client" || !existsSync(imagesDir)) return;
      for (const name of readdirSync(imagesDir).sort()) {
        this.emitFile({
          type: "asset",
          fileName: `${EMBEDDED_MEDIA_PATH.slice(1)}${name}`,
          source: readFileSync(join(imagesDir, name)),
        });
      }
    },
  };
}
