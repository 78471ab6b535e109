import type { PixelRect } from "./crop-frame.ts";

/** Where the embedded dataset's images are served from on the site (Sanity export's images/ folder). */
export const EMBEDDED_MEDIA_PATH = "/media/images/";

/** Where the build writes the sized copies of those images (decision 0052). */
export const EMBEDDED_VARIANTS_PATH = "/media/variants/";

/**
 * Bumped whenever the encoder settings change (quality, effort, resampling): it is part of every
 * variant's name, so a changed setting makes new files instead of being hidden behind a year's cache.
 */
const ENCODING = 1;

export type VariantFormat = "webp" | "jpg" | "png";

/** One sized copy of an embedded image: which source, which part of it, how wide, in what format. */
export interface VariantRequest {
  /** The source's content hash, as Sanity names assets (sha1 of its bytes). */
  hash: string;
  /** The source's file name in the dataset's images/ folder. */
  source: string;
  rect: PixelRect;
  width: number;
  format: VariantFormat;
}

/** An embedded raster image's file name: `<sha1>-<w>x<h>.<ext>`, as Sanity's export writes it. */
const SOURCE_NAME = /^([0-9a-f]{40})-(\d+)x(\d+)\.(jpe?g|png|webp)$/;

/** The embedded source a site address names, when it is a raster image the build can size. */
export function embeddedRasterSource(url: string): { hash: string; source: string; extension: string } | undefined {
  if (!url.startsWith(EMBEDDED_MEDIA_PATH)) return undefined;
  const source = url.slice(EMBEDDED_MEDIA_PATH.length);
  const match = SOURCE_NAME.exec(source);
  return match ? { hash: match[1]!, source, extension: match[4]! } : undefined;
}

/** The format a browser without WebP gets: the source's own. */
export const fallbackFormat = (extension: string): VariantFormat => (extension === "png" ? "png" : "jpg");

/**
 * A variant's file name. Everything that decides its bytes is in it (the source's content hash,
 * the rectangle, the width, the format, the encoder settings), so one name is always one picture:
 * files are made once, kept across builds and cached for a year.
 */
export function variantFileName({ source, rect, width, format }: VariantRequest): string {
  const base = source.replace(/\.(\w+)$/, "-$1");
  return `${base}-${rect.left}_${rect.top}_${rect.width}_${rect.height}-${width}w-e${ENCODING}.${format}`;
}

const VARIANT_NAME = /^([0-9a-f]{40})-(\d+x\d+)-(jpe?g|png|webp)-(\d+)_(\d+)_(\d+)_(\d+)-(\d+)w-e(\d+)\.(webp|jpg|png)$/;

/**
 * What a variant's file name asks for, or undefined when it is not one this code makes (another
 * encoding, a malformed name). The build and the development server make variants from names alone.
 */
export function parseVariantFileName(name: string): VariantRequest | undefined {
  const match = VARIANT_NAME.exec(name);
  if (!match || Number(match[9]) !== ENCODING) return undefined;
  const [left, top, width, height, outWidth] = [4, 5, 6, 7, 8].map((index) => Number(match[index]));
  if (!width || !height || !outWidth) return undefined;
  const hash = match[1]!;
  return {
    hash,
    source: `${hash}-${match[2]!}.${match[3]!}`,
    rect: { left: left!, top: top!, width, height },
    width: outWidth,
    format: match[10] as VariantFormat,
  };
}

export const variantUrl = (request: VariantRequest) => `${EMBEDDED_VARIANTS_PATH}${variantFileName(request)}`;
