/**
 * `npm run bench -- --only images`: what a phone photo costs visitors and builds (decision 0052).
 * A dataset whose newest article has a 4000 × 3000 JPEG of 3–4 MB as its thumbnail and first figure
 * (photo-dataset.ts) is built by this checkout and by the baseline commit. In Debian Chromium, on a
 * 390 px phone (DPR 3) and a 1280 px desktop, each page is loaded and scrolled to its end: the image
 * bytes it received, whether every img has a width and height, and the largest ratio of a served
 * picture's width to its drawn width in device pixels. LCP is timed on a throttled link (10 Mbit/s,
 * 40 ms) beside the baseline's page with the photo replaced by one pre-sized for the page (what a
 * careful editor would upload). Then 100 such photos: this checkout's build, first (nothing cached)
 * and again (cached), and the baseline's.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import sharp from "sharp";
import { startSite } from "../../src/server/site/start-site.server";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";
import { prepareBaseline } from "./baseline";
import { timeBuild } from "./build-timer";
import { kb, ms, table } from "./format";
import { writePhotoDataset } from "./photo-dataset";
import type { StartSite } from "./server-load";
import { median } from "./stats";

const DATASET_DIR = "src/content/dataset";

export const VIEWPORTS = {
  phone: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

/** The link LCP is timed on: a good 4G connection. */
const LINK = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };

export interface PageImages {
  /** Bytes of every image response the page received, scrolled to its end. */
  bytes: number;
  images: number;
  /** Images without a width or height attribute. */
  unsized: number;
  /** Largest served width ÷ drawn width in device pixels, over the page's raster images. */
  worstRatio: number;
}

type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

/** A fresh context with the screen's size, density and touch, as a phone or desktop would have. */
const contextAt = (browser: Browser, viewport: Viewport) =>
  browser.newContext({
    viewport,
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
  });

/**
 * Loads `url` in a fresh context at `viewport`, scrolls to the end so every lazy picture is asked
 * for, and counts what arrived.
 */
export async function measurePageImages(browser: Browser, url: string, viewport: Viewport): Promise<PageImages> {
  const context = await contextAt(browser, viewport);
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image" && !request.url().startsWith("data:"))
        sizes.push(request.sizes().then(({ responseBodySize }) => responseBodySize));
    });
    await page.goto(url, { waitUntil: "load" });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForLoadState("networkidle");
    // An img with a srcset reports its width scaled by the density the browser chose (the `sizes`
    // width): the file's own width is that of the same address loaded as a plain image.
    const found = await page.evaluate(() =>
      Promise.all(
        [...document.images].map(async (img) => {
          const file = new Image();
          file.src = img.currentSrc;
          await file.decode().catch(() => undefined);
          return {
            sized: img.hasAttribute("width") && img.hasAttribute("height"),
            raster: !/\.svg(\?|$)/.test(img.currentSrc),
            served: file.naturalWidth,
            drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
            complete: img.complete,
          };
        }),
      ),
    );
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    const ratios = found
      .filter((img) => img.raster && img.complete && img.served > 0 && img.drawn > 0)
      .map((img) => img.served / img.drawn);
    return {
      bytes,
      images: found.length,
      unsized: found.filter((img) => !img.sized).length,
      worstRatio: Math.max(0, ...ratios),
    };
  } finally {
    await context.close();
  }
}

/**
 * Largest contentful paint of `url` at `viewport`, on the throttled link, with an empty cache, and
 * what was painted (the element's tag, with its picture's file name for an image).
 */
async function lcpOf(browser: Browser, url: string, viewport: Viewport): Promise<{ ms: number; element: string }> {
  const context = await contextAt(browser, viewport);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...LINK });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    return await page.evaluate(
      () =>
        new Promise<{ ms: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[];
            const last = entries[entries.length - 1]!;
            const name = last.url ? ` ${last.url.split("/").pop()!.slice(0, 12)}…` : "";
            resolve({ ms: last.startTime, element: `${last.element?.tagName.toLowerCase() ?? "?"}${name}` });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

interface Site {
  label: string;
  clientDir: string;
  startSite: StartSite;
}

/**
 * The baseline's build with the photo replaced, under its own name, by a copy pre-sized for the
 * largest place the page draws it (the article's 48rem column at DPR 2, 1536 px wide, JPEG 75):
 * the same page, as if the editor had uploaded the right picture.
 */
async function presize(clientDir: string): Promise<void> {
  const images = join(clientDir, "media", "images");
  for (const name of readdirSync(images).filter((file) => /-4000x3000\.jpg$/.test(file))) {
    const file = join(images, name);
    const resized = await sharp(file).resize(1536).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
    writeFileSync(file, resized);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
}

export interface ImagesFigures {
  photoBytes: number;
  pages: { site: string; page: string; viewport: string; images: PageImages }[];
  lcp: { site: string; page: string; viewport: string; ms: number; element: string }[];
  builds: { site: string; run: string; ms: number; note: string }[];
}

/**
 * Builds with `file` as the dataset, inside the project at `cwd` (a build's server bundle must
 * resolve that project's packages; build-releases/ is git-ignored), into a folder named after
 * `name`. The folder is added to `builds`, for the caller to remove.
 */
async function buildInProject(cwd: string, file: string, name: string, builds: string[]) {
  const buildDir = join(cwd, "build-releases", `bench-images-${name}`);
  builds.push(buildDir);
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    return { dir: buildDir, ...(await timeBuild({ EMBEDDED_DATASET_FILE: file, BUILD_DIR: buildDir })) };
  } finally {
    process.chdir(previous);
  }
}

/** The image figures of every page on every site (the pre-sized copy is only for LCP), at each screen. */
async function measureSiteImages(browser: Browser, sites: readonly Site[], urls: readonly string[], pages: readonly string[]) {
  const figures: ImagesFigures["pages"] = [];
  for (const [index, site] of sites.entries()) {
    if (site.label.includes("pre-sized")) continue;
    for (const page of pages)
      for (const [viewport, size] of Object.entries(VIEWPORTS))
        figures.push({
          site: site.label,
          page,
          viewport,
          images: await measurePageImages(browser, `${urls[index]!}${page}`, size),
        });
  }
  return figures;
}

/** LCP of every page on every site at each screen, the median of `runs`. */
async function measureSiteLcp(
  browser: Browser,
  sites: readonly Site[],
  urls: readonly string[],
  pages: readonly string[],
  runs: number,
) {
  const figures: ImagesFigures["lcp"] = [];
  // The sites take turns run by run, so the machine's drift falls on all of them.
  for (const page of pages)
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      const runsOf = sites.map(() => [] as { ms: number; element: string }[]);
      for (let run = 0; run < runs; run += 1)
        for (const [index] of sites.entries()) runsOf[index]!.push(await lcpOf(browser, `${urls[index]!}${page}`, size));
      for (const [index, site] of sites.entries()) {
        const elements = [...new Set(runsOf[index]!.map(({ element }) => element))].join(", ");
        figures.push({
          site: site.label,
          page,
          viewport,
          ms: median(runsOf[index]!.map(({ ms }) => ms)) ?? Number.NaN,
          element: elements,
        });
      }
    }
  return figures;
}

/** Measures this checkout, and with `baseline` that commit too (its clone is prepared as for the other parts). */
export async function measureImages({
  baseline,
  runs,
  photos = 100,
}: {
  baseline?: string;
  runs: number;
  /** Photos in the dataset whose builds are timed; 0 times none. */
  photos?: number;
}): Promise<ImagesFigures> {
  const scratch = mkdtempSync(join(tmpdir(), "bench-images-"));
  const builds: string[] = [];
  try {
    const one = await writePhotoDataset(DATASET_DIR, join(scratch, "one-photo"), { photos: 1 });
    console.log(`One photo: ${kb(one.photoBytes[0])} (${one.articleSlug}).`);
    const base = baseline ? await prepareBaseline(baseline) : undefined;

    const buildWith = (cwd: string, file: string, name: string) => buildInProject(cwd, file, name, builds);
    const thisBuild = (await buildWith(process.cwd(), one.file, "this")).dir;
    const sites: Site[] = [{ label: "this checkout", clientDir: join(thisBuild, "client"), startSite }];
    if (base) {
      const baseBuild = (await buildWith(base.dir, one.file, "baseline")).dir;
      const presized = (await buildWith(base.dir, one.file, "presized")).dir;
      await presize(join(presized, "client"));
      sites.push(
        { label: `${baseline}`, clientDir: join(baseBuild, "client"), startSite: base.startSite },
        { label: `${baseline}, photo pre-sized`, clientDir: join(presized, "client"), startSite: base.startSite },
      );
    }
    const pagesToMeasure = [`/blog/${one.articleSlug}`, "/blog"];
    const figures: ImagesFigures = { photoBytes: one.photoBytes[0]!, pages: [], lcp: [], builds: [] };
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
    });
    const servers = await Promise.all(
      sites.map((site) => site.startSite({ root: site.clientDir, dbUrl: ":memory:", destinations: [], enquiriesPerMinute: 10 })),
    );
    try {
      const urls = servers.map((server) => server.url);
      figures.pages = await measureSiteImages(browser, sites, urls, pagesToMeasure);
      figures.lcp = await measureSiteLcp(browser, sites, urls, pagesToMeasure, runs);
    } finally {
      await browser.close();
      await Promise.all(servers.map((server) => server.close()));
    }

    if (photos === 0) return figures;
    console.log(`Writing ${photos} photos…`);
    const many = await writePhotoDataset(DATASET_DIR, join(scratch, "many-photos"), { photos });
    const pictures = (output: string) => /(\d+) sized pictures in [\d.]+ s \((\d+) made/.exec(output);
    for (const run of ["first", "again (cached)"]) {
      const built = await buildWith(process.cwd(), many.file, `this-many-${run.length}`);
      const sized = pictures(built.output);
      figures.builds.push({
        site: "this checkout",
        run,
        ms: built.ms,
        note: sized ? `${sized[1]} sized pictures, ${sized[2]} made` : "",
      });
    }
    if (base)
      for (const run of ["first", "again"]) {
        const built = await buildWith(base.dir, many.file, `base-many-${run.length}`);
        figures.builds.push({ site: `${baseline}`, run, ms: built.ms, note: "photos copied whole" });
      }
    return figures;
  } finally {
    for (const dir of [scratch, ...builds]) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}

export function formatImages(figures: ImagesFigures): string {
  const pageRows = figures.pages.map(({ site, page, viewport, images }) => [
    site,
    page.startsWith("/blog/") ? "article" : "blog index",
    viewport,
    kb(images.bytes),
    String(images.images),
    String(images.unsized),
    images.worstRatio ? images.worstRatio.toFixed(2) : "n/a",
  ]);
  const lcpRows = figures.lcp.map(({ site, page, viewport, ms: time, element }) => [
    site,
    page.startsWith("/blog/") ? "article" : "blog index",
    viewport,
    ms(time),
    element,
  ]);
  const buildRows = figures.builds.map(({ site, run, ms: time, note }) => [site, run, `${(time / 1000).toFixed(1)} s`, note]);
  return [
    `Photo: 4000 × 3000 JPEG, ${kb(figures.photoBytes)}.`,
    "",
    table(["Site", "Page", "Screen", "Image bytes", "Images", "Without width/height", "Served ÷ drawn (worst)"], pageRows),
    "",
    table(["Site", "Page", "Screen", "LCP (10 Mbit/s, 40 ms; median)", "Largest element"], lcpRows),
    "",
    table(["Site", "Build with 100 photos", "Time", ""], buildRows),
  ].join("\n");
}
