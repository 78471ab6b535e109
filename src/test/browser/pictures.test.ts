/**
 * A phone photo as an article's thumbnail (decision 0052): a 4000 × 3000 JPEG of 3–4 MB, made in
 * the test (scripts/bench/photo-dataset.ts), built into a scratch copy of the project and served
 * by the site's own server. In Chromium, the article and the blog index, scrolled to their ends,
 * must send a 390 px phone (DPR 3) at most 150 KB of pictures and a 1280 px desktop at most
 * 400 KB; every img has a width and height; no picture served is over twice as wide as it is
 * drawn in device pixels.
 */
import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measurePageImages, VIEWPORTS } from "../../../scripts/bench/images";
import { writePhotoDataset } from "../../../scripts/bench/photo-dataset";
import { scratchCopy, shellEnv } from "../../../scripts/build/scratch-project";
import { startSite, type RunningSite } from "../../server/site/start-site.server";
import { launchChromium } from "./chromium";

const BUDGETS = { phone: 150 * 1024, desktop: 400 * 1024 } as const;

let root: string;
let site: RunningSite;
let browser: Browser;
let close: () => Promise<void>;
let articlePath: string;
let photoBytes: number;

beforeAll(async () => {
  root = scratchCopy("pictures-");
  const dataset = await writePhotoDataset(join(root, "src", "content", "dataset"), join(root, "photo-dataset"), { photos: 1 });
  articlePath = `/blog/${dataset.articleSlug}`;
  photoBytes = dataset.photoBytes[0]!;
  await promisify(execFile)(join(root, "node_modules", ".bin", "tsx"), ["scripts/build/index.ts"], {
    cwd: root,
    env: { ...shellEnv(), EMBEDDED_DATASET_FILE: dataset.file },
    maxBuffer: 64 * 1024 * 1024,
  });
  site = await startSite({ root: join(root, "build", "client"), dbUrl: ":memory:", destinations: [], enquiriesPerMinute: 10 });
  ({ browser, close } = await launchChromium());
}, 600_000);

afterAll(async () => {
  await close?.();
  await site?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("a phone photo as an article's thumbnail", () => {
  it("is the size of a real one", () => {
    expect(photoBytes).toBeGreaterThanOrEqual(3 * 1024 * 1024);
  });

  for (const [screen, viewport] of Object.entries(VIEWPORTS) as [
    keyof typeof VIEWPORTS,
    (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  ][])
    for (const page of ["article", "blog index"] as const)
      it(`reaches the ${page} on a ${viewport.width} px ${screen} as a copy sized for it, every img with its width and height`, async () => {
        const found = await measurePageImages(browser, `${site.url}${page === "article" ? articlePath : "/blog"}`, viewport);
        expect(found.images).toBeGreaterThan(0);
        expect(found.unsized).toBe(0);
        expect(found.bytes).toBeLessThanOrEqual(BUDGETS[screen]);
        expect(found.worstRatio).toBeGreaterThan(0);
        expect(found.worstRatio).toBeLessThanOrEqual(2);
      });

  it("is fetched as WebP on a phone, from the copies the build made", async () => {
    const context = await browser.newContext({ ...VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}${articlePath}`, { waitUntil: "load" });
      const photo = page.locator('img[srcset*="4000x3000"]').first();
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const current = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(current).toMatch(/\/media\/variants\/[0-9a-f]{40}-4000x3000-jpg-.*\.webp$/);
    } finally {
      await context.close();
    }
  });
});
