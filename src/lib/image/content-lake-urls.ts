import { createImageUrlBuilder } from "@sanity/image-url";
import type { ImageCrop, ImageHotspot } from "./crop-frame";

/** A Content Lake image's address: `https://cdn.sanity.io/images/<project>/<dataset>/<id>-<w>x<h>.<ext>`. */
const CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\/([0-9a-f]+-\d+x\d+)\.(\w+)(?:\?.*)?$/;

interface LakeImage {
  url: string;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
}

/**
 * An image builder for one Content Lake image, or undefined when the address is not one. The
 * project and dataset come from the address itself, so the same code serves a build, the drafts
 * preview and the browser without configuration.
 */
function lakeImage({ url, crop, hotspot }: LakeImage) {
  const match = CDN_IMAGE.exec(url);
  if (!match) return undefined;
  const [, projectId, dataset, name, extension] = match as unknown as string[];
  const source = {
    asset: { _ref: `image-${name}-${extension}` },
    // Sanity's builder reads all four sides of each; a half-filled value means "none".
    ...(crop && isComplete(crop) ? { crop } : {}),
    ...(hotspot && isComplete(hotspot) ? { hotspot } : {}),
  };
  return createImageUrlBuilder({ projectId: projectId!, dataset: dataset! }).image(source);
}

const isComplete = (value: object) => Object.values(value).filter((part) => typeof part === "number").length >= 4;

export const isContentLakeImage = (url: string) => CDN_IMAGE.test(url);

/**
 * The address of `image` cut to `width` × `height` around the editor's crop and hotspot, in the
 * best format the visitor's browser takes (`auto=format`: AVIF or WebP, else the original's).
 */
export function lakeVariantUrl(image: LakeImage, width: number, height: number): string | undefined {
  return lakeImage(image)?.width(width).height(height).fit("crop").auto("format").url();
}

/** The link-preview picture: cut like the page's, as JPEG (social sites take no AVIF). */
export function lakeShareUrl(image: LakeImage, width: number, height: number): string | undefined {
  return lakeImage(image)?.width(width).height(height).fit("crop").format("jpg").url();
}
