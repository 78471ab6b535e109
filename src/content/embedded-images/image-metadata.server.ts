import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** What Sanity stores about a picture and the site reads: its placeholder and its main colour. */
export interface PictureMetadata {
  /** A 20 px wide blurred JPEG as a data: URL, as Sanity's `metadata.lqip`. */
  lqip: string;
  /** `#rrggbb`, as Sanity's `metadata.palette.dominant.background`. */
  dominant: string;
  /** The picture's size once turned upright. */
  width: number;
  height: number;
}

/** Bumped when what is computed changes, so older cached answers are not read as this code's. */
const METADATA_FORMAT = 1;

const hex = (value: number) => value.toString(16).padStart(2, "0");

/** Computes a picture's metadata with sharp: it reads the file once, shrunk as it decodes. */
async function describe(file: string): Promise<PictureMetadata> {
  const image = sharp(file).autoOrient();
  const { width = 0, height = 0, orientation } = await sharp(file).metadata();
  const upright = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  const small = await image.resize(20).toBuffer();
  const lqip = await sharp(small).blur(1).jpeg({ quality: 40 }).toBuffer();
  const { dominant } = await sharp(small).stats();
  return {
    lqip: `data:image/jpeg;base64,${lqip.toString("base64")}`,
    dominant: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    ...upright,
  };
}

/**
 * A raster picture's metadata, read from `cacheDir` when a build has computed it before (kept by
 * the picture's content hash, so a dataset of many photos is read once, not at every build).
 */
export async function pictureMetadata(file: string, hash: string, cacheDir: string): Promise<PictureMetadata> {
  const cached = join(cacheDir, `${hash}-v${METADATA_FORMAT}.json`);
  try {
    return JSON.parse(readFileSync(cached, "utf8")) as PictureMetadata;
  } catch {
    // Not computed yet (or unreadable): computed below.
  }
  const metadata = await describe(file);
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${cached}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(metadata));
  renameSync(temporary, cached);
  return metadata;
}
