import { cropFrame, type ImageCrop, type ImageHotspot } from "./crop-frame";
import { isContentLakeImage, lakeShareUrl, lakeVariantUrl } from "./content-lake-urls";
import { embeddedRasterSource, fallbackFormat, variantUrl, type VariantFormat } from "./embedded-variants";
import { variantWidths, type DrawnWidths } from "./variant-widths";

/** An image field as the site's queries project it (content/fragments.ts, imageFragment). */
export interface ImageData {
  url: string | null;
  alt?: string | null;
  /** The editor marked the image decorative: screen readers skip it. */
  decorative?: boolean | null;
  width: number | null;
  height: number | null;
  /** A tiny blurred copy as a data: URL (Sanity's `metadata.lqip`). */
  lqip?: string | null;
  /** The picture's dominant colour (Sanity's `metadata.palette.dominant.background`). */
  dominant?: string | null;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
}

/** How a block draws an image: the frame's shape, and how wide it is at each screen width. */
export interface ImageLayout extends DrawnWidths {
  /** Width / height of the frame; without it the picture keeps the shape the editor cropped it to. */
  aspect?: number;
  /** The `sizes` attribute: the drawn width at each viewport width, as CSS media conditions. */
  sizes: string;
}

/** What an `<img>` (and its `<picture>`) needs for one image in one layout. */
export type ImageSources =
  | {
      /** Drawn as the file is: SVG, or an address no sized copies exist for. */
      kind: "as-is";
      src: string;
      width?: number;
      height?: number;
      /** Why a raster image is drawn whole, for the build log. */
      problem?: string;
    }
  | {
      kind: "sized";
      src: string;
      srcSet: string;
      /** WebP copies, offered before `srcSet` (whose format is the source's own) in a `<picture>`. */
      webpSrcSet?: string;
      sizes: string;
      width: number;
      height: number;
      /** A tiny blurred copy, or a colour, to show while the picture loads. */
      lqip?: string;
      dominant?: string;
    };

const isSvg = (url: string) => /\.svg(?:\?|$)/i.test(url);

/** How `image` is offered in `layout`: the sized copies that exist for it, or the file as it is. */
export function imageSources(image: ImageData, layout: ImageLayout): ImageSources | undefined {
  const { url, width, height } = image;
  if (!url) return undefined;
  const asIs = (problem?: string): ImageSources => ({
    kind: "as-is",
    src: url,
    width: width || undefined,
    height: height || undefined,
    ...(problem ? { problem } : {}),
  });
  if (isSvg(url)) return asIs();
  if (!width || !height) return asIs(`the image ${url} has no dimensions, so it is sent whole and may move the page as it loads`);
  const embedded = embeddedRasterSource(url);
  if (!embedded && !isContentLakeImage(url)) return asIs();
  const frame = cropFrame({ width, height }, image.crop, image.hotspot, layout.aspect);
  const widths = variantWidths(frame.width, layout);
  const heightAt = (w: number) => Math.max(1, Math.round((w * frame.height) / frame.width));
  const srcSetOf = (urlAt: (w: number) => string | undefined) => widths.map((w) => `${urlAt(w)} ${w}w`).join(", ");
  const largest = widths[widths.length - 1]!;
  const isPng = /\.png(?:\?|$)/i.test(url);
  const shared = {
    kind: "sized" as const,
    sizes: layout.sizes,
    width: largest,
    height: heightAt(largest),
    // Behind a PNG's transparent parts the placeholder would stay visible: photos only.
    ...(image.lqip && !isPng ? { lqip: image.lqip } : {}),
    ...(image.dominant && !isPng ? { dominant: image.dominant } : {}),
  };
  if (embedded) {
    const at = (format: VariantFormat) => (w: number) => variantUrl({ ...embedded, rect: frame, width: w, format });
    const fallback = at(fallbackFormat(embedded.extension));
    return { ...shared, src: fallback(largest), srcSet: srcSetOf(fallback), webpSrcSet: srcSetOf(at("webp")) };
  }
  const lake = (w: number) => lakeVariantUrl(image as ImageData & { url: string }, w, heightAt(w));
  return { ...shared, src: lake(largest)!, srcSet: srcSetOf(lake) };
}

/** The link-preview size social sites expect. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The link-preview picture for `image`: 1200 × 630, cut around the editor's crop and hotspot like
 * the page's pictures (narrower only when the source is). An SVG or unknown address is used as it is.
 */
export function shareImage(image: ImageData): { url: string; width?: number; height?: number } | undefined {
  const { url, width, height } = image;
  if (!url) return undefined;
  const asIs = { url, width: width || undefined, height: height || undefined };
  if (!width || !height || isSvg(url)) return asIs;
  const aspect = SHARE_IMAGE_SIZE.width / SHARE_IMAGE_SIZE.height;
  const frame = cropFrame({ width, height }, image.crop, image.hotspot, aspect);
  const outWidth = Math.min(SHARE_IMAGE_SIZE.width, frame.width);
  const outHeight = Math.round(outWidth / aspect);
  const embedded = embeddedRasterSource(url);
  if (embedded) {
    // A picture already the preview's size needs no copy (the seed's own cards).
    if (frame.width === width && frame.height === height && width === outWidth) return asIs;
    const format = fallbackFormat(embedded.extension);
    return { url: variantUrl({ ...embedded, rect: frame, width: outWidth, format }), width: outWidth, height: outHeight };
  }
  const lake = lakeShareUrl(image as ImageData & { url: string }, outWidth, outHeight);
  return lake ? { url: lake, width: outWidth, height: outHeight } : asIs;
}
