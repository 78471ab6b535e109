/**
 * Image fields in the export format (`{ _type: "figure", alt, _sanityAsset: "image@file://./images/NAME-WxH.svg" }`):
 * finding the files they point at, uploading each once and turning the pointer into an asset reference.
 */
import { createHash } from "node:crypto";
import { access, readFile } from "node:fs/promises";
import { basename, extname, resolve, sep } from "node:path";
import type { DatasetDocument } from "./dataset";
import { DatasetError } from "./dataset";
import type { Progress } from "./progress";

export interface LocalImage {
  /** The `_sanityAsset` value, e.g. `image@file://./images/abc-96x96.svg`. */
  pointer: string;
  path: string;
  fileName: string;
  contentType: string;
  /** The first document that uses it, for error messages. */
  usedBy: string;
}

/** What `client.assets.upload` needs; a SanityClient satisfies it. */
export interface AssetUploader {
  assets: {
    upload(assetType: "image", body: Buffer, options: { filename: string; contentType: string }): Promise<{ _id: string }>;
  };
}

const POINTER_PATTERN = /^image@file:\/\/\.\/(images\/[^/\\]+)$/;

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** Every distinct image the documents point at, in order of first use. */
export function collectImages(documents: readonly DatasetDocument[], datasetDir: string): LocalImage[] {
  const images = new Map<string, LocalImage>();
  const imagesDir = resolve(datasetDir, "images");
  for (const document of documents) {
    visitPointers(document, (pointer) => {
      if (images.has(pointer)) return;
      const match = POINTER_PATTERN.exec(pointer);
      if (!match) {
        throw new DatasetError(
          `Document "${document._id}" has the asset pointer "${pointer}"; only images in the dataset's images/ folder ("image@file://./images/NAME") can be imported.`,
        );
      }
      const path = resolve(datasetDir, match[1]!);
      if (!path.startsWith(imagesDir + sep)) {
        throw new DatasetError(`Document "${document._id}" points outside the images/ folder: "${pointer}".`);
      }
      const contentType = CONTENT_TYPES[extname(path).toLowerCase()];
      if (!contentType)
        throw new DatasetError(`Document "${document._id}" points at "${pointer}", which is not an image type Sanity accepts.`);
      images.set(pointer, { pointer, path, fileName: basename(path), contentType, usedBy: document._id });
    });
  }
  return [...images.values()];
}

/** Fails, naming the first missing file, before anything is uploaded. */
export async function checkImagesExist(images: readonly LocalImage[]): Promise<void> {
  for (const image of images) {
    try {
      await access(image.path);
    } catch {
      throw new DatasetError(`The image ${image.path} (used by "${image.usedBy}") does not exist.`);
    }
  }
}

async function readImage(image: LocalImage): Promise<Buffer> {
  try {
    return await readFile(image.path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist" : (error as Error).message;
    throw new DatasetError(`The image ${image.path} (used by "${image.usedBy}") ${reason}.`);
  }
}

/** An upload the API refused; nothing has been written to any document yet. */
class AssetUploadError extends Error {
  override name = "AssetUploadError";
}

/**
 * Uploads each image once and returns pointer → asset document id. Sanity names image assets by
 * their content hash, so uploading the same file again returns the same asset instead of a copy.
 */
export async function uploadImages(
  client: AssetUploader,
  images: readonly LocalImage[],
  progress?: Progress,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const image of images) {
    const buffer = await readImage(image);
    let asset: { _id: string } | undefined;
    try {
      asset = await client.assets.upload("image", buffer, { filename: image.fileName, contentType: image.contentType });
    } catch (error) {
      throw new AssetUploadError(
        `Uploading the image ${image.fileName} failed: ${(error as Error).message}\n` +
          `${ids.size} of ${images.length} images were uploaded before it and no documents were written. Running the command again is safe.`,
      );
    }
    if (typeof asset?._id !== "string") {
      throw new AssetUploadError(`Uploading the image ${image.fileName} returned no asset document id.`);
    }
    ids.set(image.pointer, asset._id);
    progress?.advance(1);
  }
  progress?.done();
  return ids;
}

/**
 * The asset id Sanity will give an image without uploading it (`image-<sha1 of the bytes>-<W>x<H>-<ext>`),
 * for the dry run's comparison. The size comes from the file name, which the export writes as NAME-WxH.ext.
 */
export async function predictImageIds(images: readonly LocalImage[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const image of images) {
    const sha1 = createHash("sha1")
      .update(await readImage(image))
      .digest("hex");
    const extension = extname(image.fileName).slice(1).toLowerCase();
    const size = /-(\d+x\d+)\.\w+$/.exec(image.fileName)?.[1] ?? "0x0";
    ids.set(image.pointer, `image-${sha1}-${size}-${extension === "jpeg" ? "jpg" : extension}`);
  }
  return ids;
}

/** A copy of the document with every `_sanityAsset` replaced by `asset: { _type: "reference", _ref }`. */
export function linkImages<T>(value: T, assetIds: ReadonlyMap<string, string>): T {
  return link(value, assetIds) as T;
}

function link(value: unknown, assetIds: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => link(item, assetIds));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === "_sanityAsset" && typeof child === "string") {
      const ref = assetIds.get(child);
      if (!ref) throw new Error(`No uploaded asset for "${child}".`);
      out.asset = { _type: "reference", _ref: ref };
    } else {
      out[key] = link(child, assetIds);
    }
  }
  return out;
}

function visitPointers(value: unknown, visit: (pointer: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visitPointers(item, visit);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === "_sanityAsset" && typeof child === "string") visit(child);
      else visitPointers(child, visit);
    }
  }
}
