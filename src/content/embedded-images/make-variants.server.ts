import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { variantFileName, type VariantFormat, type VariantRequest } from "../../lib/image/embedded-variants.ts";

/**
 * Encoder settings. Changing any of them must bump ENCODING in lib/image/embedded-variants.ts, which
 * is part of every variant's name. WebP at 72 and JPEG at 75 (mozjpeg) look like the source at the
 * size they are drawn and weigh about a tenth of a phone's photo; effort 4 is WebP's default speed.
 */
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

export interface VariantCounts {
  /** Variants asked for. */
  wanted: number;
  /** Of them, how many had to be made (the others were in the cache). */
  made: number;
  /** Names that could not be made (a missing or unreadable source), with why. */
  failed: { name: string; reason: string }[];
}

/**
 * Makes each requested variant that `cacheDir` does not hold yet, from the source in `imagesDir`,
 * and leaves it in `cacheDir` under its name (which says everything that decides its bytes). A
 * source is decoded once for all its variants, and each cut is resized once to its widest copy;
 * the narrower copies are made from that. Files are written whole (a temporary name, then renamed),
 * so a build stopped half-way never leaves a cut-off picture in the cache.
 */
export async function makeVariants(
  requests: readonly VariantRequest[],
  { imagesDir, cacheDir }: { imagesDir: string; cacheDir: string },
): Promise<VariantCounts> {
  mkdirSync(cacheDir, { recursive: true });
  const missing = requests.filter((request) => !existsSync(join(cacheDir, variantFileName(request))));
  const counts: VariantCounts = { wanted: requests.length, made: 0, failed: [] };
  for (const [source, ofSource] of groupBy(missing, (request) => request.source)) {
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      // Phone photos are often stored on their side with an EXIF note to turn them: turn them first.
      decoded = await sharp(join(imagesDir, source)).autoOrient().raw().toBuffer({ resolveWithObject: true });
    } catch (error) {
      const reason = `its source ${source} could not be read (${(error as Error).message})`;
      for (const request of ofSource) counts.failed.push({ name: variantFileName(request), reason });
      continue;
    }
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    for (const [, ofRect] of groupBy(ofSource, ({ rect }) => `${rect.left},${rect.top},${rect.width},${rect.height}`)) {
      const { rect } = ofRect[0]!;
      const fits = rect.left + rect.width <= decoded.info.width && rect.top + rect.height <= decoded.info.height;
      if (!fits) {
        const reason = `the cut ${rect.width}×${rect.height} at ${rect.left},${rect.top} is outside the ${decoded.info.width}×${decoded.info.height} picture`;
        for (const request of ofRect) counts.failed.push({ name: variantFileName(request), reason });
        continue;
      }
      const heightAt = (width: number) => Math.max(1, Math.round((width * rect.height) / rect.width));
      const widest = Math.max(...ofRect.map((request) => request.width));
      const cut = await sharp(decoded.data, raw)
        .extract(rect)
        .resize(widest, heightAt(widest), { fit: "fill" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const cutRaw = { raw: { width: cut.info.width, height: cut.info.height, channels: cut.info.channels } };
      await Promise.all(
        ofRect.map(async (request) => {
          let image = sharp(cut.data, cutRaw);
          if (request.width !== widest) image = image.resize(request.width, heightAt(request.width), { fit: "fill" });
          const bytes = await ENCODERS[request.format](image).toBuffer();
          const name = variantFileName(request);
          const temporary = join(cacheDir, `.${name}.${process.pid}.tmp`);
          writeFileSync(temporary, bytes);
          renameSync(temporary, join(cacheDir, name));
          counts.made += 1;
        }),
      );
    }
  }
  return counts;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}
