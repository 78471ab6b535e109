import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const GRAPHICS_DIR = new URL("./graphics/", import.meta.url).pathname;

export interface FigureValue {
  _type: "figure";
  alt: string;
  _sanityAsset: string;
}

/**
 * Copies one of our SVGs into the dataset's images/ folder under a content-hash name (as Sanity's
 * export does) and returns the image field in export format.
 */
export function createImageStore(imagesDir: string) {
  const written = new Set<string>();
  return {
    figure(relativePath: string, alt: string): FigureValue {
      const source = join(GRAPHICS_DIR, relativePath);
      let svg: string;
      try {
        svg = readFileSync(source, "utf8");
      } catch {
        throw new Error(`Seed image ${relativePath} is missing (looked in ${source}).`);
      }
      const { width, height } = svgSize(svg, relativePath);
      const hash = createHash("sha1").update(svg).digest("hex");
      const fileName = `${hash}-${width}x${height}.svg`;
      if (!written.has(fileName)) {
        writeFileSync(join(imagesDir, fileName), svg);
        written.add(fileName);
      }
      return { _type: "figure", alt, _sanityAsset: `image@file://./images/${fileName}` };
    },
    /** A PNG (link-preview cards) as a plain `image` field. */
    raster(relativePath: string): { _type: "image"; _sanityAsset: string } {
      const source = join(GRAPHICS_DIR, relativePath);
      let png: Buffer;
      try {
        png = readFileSync(source);
      } catch {
        throw new Error(`Seed image ${relativePath} is missing (looked in ${source}); run \`npm run share-images\`.`);
      }
      const { width, height } = pngSize(png, relativePath);
      const hash = createHash("sha1").update(png).digest("hex");
      const fileName = `${hash}-${width}x${height}.png`;
      if (!written.has(fileName)) {
        writeFileSync(join(imagesDir, fileName), png);
        written.add(fileName);
      }
      return { _type: "image", _sanityAsset: `image@file://./images/${fileName}` };
    },
    count: () => written.size,
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;

function svgSize(svg: string, name: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = /\bviewBox="([\d.\s-]+)"/.exec(tag)?.[1]?.trim().split(/\s+/).map(Number);
  if (viewBox?.length === 4) return { width: Math.round(viewBox[2]!), height: Math.round(viewBox[3]!) };
  throw new Error(`Seed image ${name} has neither width/height nor a viewBox.`);
}

/** A PNG's size from its IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(png: Buffer, name: string): { width: number; height: number } {
  const signature = "89504e470d0a1a0a";
  if (png.subarray(0, 8).toString("hex") !== signature) throw new Error(`Seed image ${name} is not a PNG.`);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
