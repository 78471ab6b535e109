/**
 * A dataset whose articles carry phone photos: 4000 × 3000 JPEGs of 3–4 MB, as an editor uploads
 * them. Made with sharp, never committed: a smooth random landscape (coarse noise, enlarged) under
 * fine grain, so the file is as large as a real photo's (the grain does not compress) and its
 * smaller copies weigh what a real photo's do (the grain averages out when it is shrunk).
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const PHOTO_SIZE = { width: 4000, height: 3000 } as const;

/** The hotspot every photo article gets: off-centre, so a centred cut would lose it. */
export const PHOTO_HOTSPOT = { _type: "sanity.imageHotspot", x: 0.8, y: 0.35, width: 0.2, height: 0.3 } as const;

/**
 * The landscape with its grain, made once (a 4000 × 3000 noise field takes seconds on a busy
 * machine): each photo is it in another tint, which gives other bytes, so another file and other
 * copies to make, at the cost of one JPEG encoding.
 */
let landscape: Promise<Buffer> | undefined;

async function makeLandscape(): Promise<Buffer> {
  const { width, height } = PHOTO_SIZE;
  const coarse = await sharp({
    create: { width: 100, height: 75, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 10 } },
  })
    .raw()
    .toBuffer();
  for (let index = 0; index < coarse.length; index += 1)
    coarse[index] = Math.max(0, Math.min(255, coarse[index]! + grain[index]! - 128));
  return coarse;
}

/** A photo-like JPEG; each `seed` below 1,000 gives a different picture. */
async function makePhoto(seed: number): Promise<Buffer> {
  const { width, height } = PHOTO_SIZE;
  landscape ??= makeLandscape();
  const tint = [seed % 10, Math.floor(seed / 10) % 10, Math.floor(seed / 100) % 10];
  return sharp(await landscape, { raw: { width, height, channels: 3 } })
    .linear([1, 1, 1], tint)
    .jpeg({ quality: 90 })
    .toBuffer();
}

type Doc = Record<string, unknown> & { _id: string; _type: string };

export interface PhotoDataset {
  /** The dataset file (its images/ folder beside it), for EMBEDDED_DATASET_FILE. */
  file: string;
  /** The newest article, whose thumbnail (and first body figure) is a photo. */
  articleSlug: string;
  /** Bytes of each photo written. */
  photoBytes: number[];
}

/**
 * Copies the dataset in `datasetDir` into `outDir` and gives `photos` articles a photo thumbnail
 * with an off-centre hotspot (articles beyond the dataset's own are copies of them). The newest
 * article also gets its photo as a figure at the top of its body, so the article page shows it.
 * `photo` makes each picture (the same bytes give the same file, as in a real export).
 */
export async function writePhotoDataset(
  datasetDir: string,
  outDir: string,
  { photos, photo = makePhoto }: { photos: number; photo?: (seed: number) => Promise<Buffer> },
): Promise<PhotoDataset> {
  mkdirSync(outDir, { recursive: true });
  cpSync(join(datasetDir, "images"), join(outDir, "images"), { recursive: true });
  const documents = readFileSync(join(datasetDir, "data.ndjson"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Doc);
  const articles = documents
    .filter((doc) => doc._type === "article")
    .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));
  const photoBytes: number[] = [];
  const extra: Doc[] = [];
  for (let index = 0; index < photos; index += 1) {
    const bytes = await photo(index);
    photoBytes.push(bytes.length);
    const hash = createHash("sha1").update(bytes).digest("hex");
    const name = `${hash}-${PHOTO_SIZE.width}x${PHOTO_SIZE.height}.jpg`;
    writeFileSync(join(outDir, "images", name), bytes);
    const figure = {
      _type: "figure",
      alt: "A hillside at dusk",
      hotspot: PHOTO_HOTSPOT,
      crop: { _type: "sanity.imageCrop", top: 0, bottom: 0, left: 0, right: 0 },
      _sanityAsset: `image@file://./images/${name}`,
    };
    const original = articles[index % articles.length]!;
    const article: Doc =
      index < articles.length
        ? original
        : {
            ...original,
            _id: `photo-article-${index}`,
            title: `${String(original.title)} (photo ${index})`,
            slug: { _type: "slug", current: `${(original.slug as { current: string }).current}-photo-${index}` },
          };
    article.thumbnail = figure;
    if (index === 0) article.body = [{ ...figure, _key: "photo" }, ...((article.body as unknown[]) ?? [])];
    if (index >= articles.length) extra.push(article);
  }
  const file = join(outDir, "data.ndjson");
  writeFileSync(file, [...documents, ...extra].map((doc) => JSON.stringify(doc)).join("\n") + "\n");
  return { file, articleSlug: (articles[0]!.slug as { current: string }).current, photoBytes };
}
