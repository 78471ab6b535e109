import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const GRAPHICS_DIR = new URL("./graphics/", import.meta.url).pathname;

export interface FigureValue {
  _type: "figure";
  alt: string;
  /** Set where the seed gives no alternative text: the studio requires one or the other. */
  decorative?: true;
  _sanityAsset: string;
}

/**
 * Copies one of our SVGs into the dataset's images/ folder under a content-hash name (as Sanity's
 * export does) and returns the image field in export format.
 */
export function createImageStore(imagesDir: string) {
  const written = new Set<string>();

  /** A seed graphic's bytes; a missing one is named, with `remedy` when there is one. */
  function read(relativePath: string, remedy = ""): Buffer {
    const source = join(GRAPHICS_DIR, relativePath);
    try {
      return readFileSync(source);
    } catch {
      throw new Error(`Seed image ${relativePath} is missing (looked in ${source})${remedy}.`);
    }
  }

  /** Writes an image once, named by its hash and size as the export names them; the field's `_sanityAsset`. */
  function store(content: string | Buffer, { width, height }: { width: number; height: number }, extension: string) {
    const hash = createHash("sha1").update(content).digest("hex");
    const fileName = `${hash}-${width}x${height}.${extension}`;
    if (!written.has(fileName)) {
      writeFileSync(join(imagesDir, fileName), content);
      written.add(fileName);
    }
    return `image@file://./images/${fileName}`;
  }

  return {
    figure(relativePath: string, alt: string): FigureValue {
      const svg = read(relativePath).toString("utf8");
      const asset = store(svg, svgSize(svg, relativePath), "svg");
      return alt
        ? { _type: "figure", alt, _sanityAsset: asset }
        : { _type: "figure", alt, decorative: true, _sanityAsset: asset };
    },
    /** A PNG (link-preview cards) as a plain `image` field. */
    raster(relativePath: string): { _type: "image"; _sanityAsset: string } {
      const png = read(relativePath, "; run `npm run share-images`");
      return { _type: "image", _sanityAsset: store(png, pngSize(png, relativePath), "png") };
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
