import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { EMBEDDED_DATASET_DIR, isDraftsPreviewBuild } from "./config.server.ts";

/** The images/ folder beside the dataset file in use (EMBEDDED_DATASET_FILE may point elsewhere). */
export const embeddedImagesDir = () =>
  join(process.env.EMBEDDED_DATASET_FILE ? dirname(process.env.EMBEDDED_DATASET_FILE) : EMBEDDED_DATASET_DIR, "images");
import { EMBEDDED_MEDIA_PATH, EMBEDDED_VARIANTS_PATH, parseVariantFileName } from "../lib/image/embedded-variants.ts";
import { makeVariants } from "./embedded-images/make-variants.server.ts";

/**
 * The embedded dataset's images/ folder, served at /media/images/ in development and copied into
 * the client build, so image URLs from the embedded source resolve like Sanity CDN URLs would.
 */
export function datasetMedia(imagesDir = embeddedImagesDir()): Plugin {
  return {
    name: "dataset-media",
    configureServer(server) {
      server.middlewares.use(EMBEDDED_MEDIA_PATH, serveDatasetMedia(imagesDir));
      server.middlewares.use(
        EMBEDDED_VARIANTS_PATH,
        serveVariant(imagesDir, join(server.config.root, ".cache", "image-variants")),
      );
    },
    generateBundle() {
      // The drafts preview reads a Sanity project, whose images are on Sanity's CDN; its build holds
      // code only, so nothing it serves without an admission is a file of the project (decision 0024).
      if (this.environment?.name !== "client" || isDraftsPreviewBuild() || !existsSync(imagesDir)) return;
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

/**
 * The image a request under /media/images/ names: one file name, directly in the folder, that is a
 * file. A folder, a missing file, a malformed escape or a path trick is not one (the request goes on
 * to the next handler, which answers 404), so nothing can open a folder as a file or leave it.
 */
export function datasetMediaFile(imagesDir: string, url: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(url.split("?")[0]!.replace(/^\//, ""));
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (!name || /[/\\\u0000-\u001f]/.test(name) || name.startsWith(".")) return undefined;
  const file = join(imagesDir, name);
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const serveDatasetMedia = (imagesDir: string) => (request: IncomingMessage, response: ServerResponse, next: () => void) => {
  const file = datasetMediaFile(imagesDir, request.url ?? "");
  if (!file) return next();
  response.setHeader(
    "Content-Type",
    file.endsWith(".svg") ? "image/svg+xml" : file.endsWith(".png") ? "image/png" : "application/octet-stream",
  );
  createReadStream(file)
    .on("error", () => response.destroy())
    .pipe(response);
};

const VARIANT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

/**
 * In development, a sized picture is made when a page first asks for it, into the cache the build
 * uses (the build makes exactly the ones its pages name; scripts/build/images/image-variants.ts).
 */
const serveVariant =
  (imagesDir: string, cacheDir: string) => (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const name = decodeURIComponent((request.url ?? "").split("?")[0]!.replace(/^\//, ""));
    const variant = parseVariantFileName(name);
    if (!variant) return next();
    makeVariants([variant], { imagesDir, cacheDir }).then(
      ({ failed }) => {
        if (failed.length > 0) return next();
        response.setHeader("Content-Type", VARIANT_TYPES[variant.format]!);
        createReadStream(join(cacheDir, name))
          .on("error", () => response.destroy())
          .pipe(response);
      },
      () => next(),
    );
  };
