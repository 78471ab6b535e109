import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageSources } from "../../../src/lib/image/image-sources";
import { LAYOUTS } from "../../../src/lib/image/layouts";
import { digestRelease, digestTree } from "../../bench/tree-diff";
import { layerVariants, variantsNamed, writeVariants } from "./image-variants";
import { openLayeredRelease } from "../layered-release";

let root: string;
let imagesDir: string;
let cacheDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "image-variants-"));
  imagesDir = join(root, "images");
  cacheDir = join(root, "cache");
  mkdirSync(imagesDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A photo in the dataset's images/ folder, named as Sanity's export names it; its page's HTML. */
async function photoPage(seed: number): Promise<string> {
  const bytes = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: (seed * 40) % 256, g: 120, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  const name = `${createHash("sha1").update(bytes).digest("hex")}-1600x1200.jpg`;
  writeFileSync(join(imagesDir, name), bytes);
  const sources = imageSources(
    { url: `/media/images/${name}`, width: 1600, height: 1200, hotspot: { x: 0.7, y: 0.4, width: 0.2, height: 0.2 } },
    LAYOUTS.articleCard,
  );
  if (sources?.kind !== "sized") throw new Error("expected sized copies");
  return `<picture><source srcset="${sources.webpSrcSet}"><img src="${sources.src}" srcset="${sources.srcSet}"></picture>`;
}

const build = (clientDir: string, pages: string[]) =>
  writeVariants(
    pages.flatMap((html) => variantsNamed(html)),
    clientDir,
    { imagesDir, cacheDir },
  );
const filesIn = (clientDir: string) => readdirSync(join(clientDir, "media", "variants")).sort();

describe("the sized copies a build writes", () => {
  it("are made once: a second build of the same pictures makes none, and writes the same files", async () => {
    const pages = [await photoPage(1), await photoPage(2)];
    const first = await build(join(root, "first"), pages);
    // Two photos, one card frame each, six widths (256 to 1280 px), WebP and JPEG.
    expect(first).toMatchObject({ named: 24, made: 24, failed: [] });
    const second = await build(join(root, "second"), pages);
    expect(second).toMatchObject({ named: 24, made: 0, failed: [] });
    expect(filesIn(join(root, "second"))).toEqual(filesIn(join(root, "first")));
    for (const name of filesIn(join(root, "first")))
      expect(readFileSync(join(root, "second", "media", "variants", name))).toEqual(
        readFileSync(join(root, "first", "media", "variants", name)),
      );
  });

  it("makes only the new photo's copies when a build in the same folder adds one, and drops those no page names", async () => {
    const kept = await photoPage(1);
    const dropped = await photoPage(2);
    const clientDir = join(root, "client");
    await build(clientDir, [kept, dropped]);
    const added = await photoPage(3);
    const publish = await build(clientDir, [kept, added]);
    expect(publish).toMatchObject({ named: 24, made: 12, failed: [] });
    expect(filesIn(clientDir)).toEqual([...variantsNamed(kept), ...variantsNamed(added)].sort());
  });

  it("in a publish's layered release, writes only the new photo's copies and leaves out those no page names", async () => {
    const kept = await photoPage(1);
    const dropped = await photoPage(2);
    const full = join(root, "full");
    await build(join(full, "client"), [kept, dropped]);
    // The cache was cleared since (a new machine, say): the pictures the full build holds are not made again.
    rmSync(cacheDir, { recursive: true, force: true });
    const release = openLayeredRelease(full, join(root, "publish"));
    const added = await photoPage(3);
    const named = (pages: string[]) => pages.flatMap((html) => variantsNamed(html));
    const publish = await layerVariants(named([kept, added]), named([kept, dropped]), release, { imagesDir, cacheDir });
    release.finish();
    expect(publish).toMatchObject({ named: 24, made: 12, failed: [] });
    // The release's own folder holds the added photo's twelve copies and nothing of the full build's.
    const own = [...digestTree(release.clientDir).keys()].sort();
    expect(own).toEqual(variantsNamed(added).map((name) => `media/variants/${name}`));
    expect(publish.files.sort()).toEqual(own);
    // What it serves: the kept photo's from the full build, the added one's, never the dropped one's.
    const served = [...digestRelease(release.clientDir).keys()].filter((file) => file.startsWith("media/variants/"));
    expect(served.sort()).toEqual(
      [...variantsNamed(kept), ...variantsNamed(added)].map((name) => `media/variants/${name}`).sort(),
    );
  });

  it("are real pictures of the width their name gives, cut to the card's shape", async () => {
    const page = await photoPage(4);
    const clientDir = join(root, "client");
    await build(clientDir, [page]);
    for (const name of filesIn(clientDir)) {
      const { width, height, format } = await sharp(join(clientDir, "media", "variants", name)).metadata();
      expect(name).toContain(`-${width}w-`);
      expect(format).toBe(name.endsWith(".webp") ? "webp" : "jpeg");
      expect(Math.abs(width / height - 1200 / 630)).toBeLessThan(0.01);
      expect(statSync(join(clientDir, "media", "variants", name)).size).toBeGreaterThan(0);
    }
  });

  it("names what it could not make, and goes on with the rest", async () => {
    const page = await photoPage(5);
    const [source] = readdirSync(imagesDir);
    rmSync(join(imagesDir, source!));
    const clientDir = join(root, "client");
    const result = await build(clientDir, [page, await photoPage(6)]);
    expect(result.failed).toHaveLength(12);
    expect(result.failed[0]!.reason).toMatch(/could not be read/);
    expect(filesIn(clientDir)).toHaveLength(12);
    expect(existsSync(join(cacheDir, result.failed[0]!.name))).toBe(false);
  });
});
