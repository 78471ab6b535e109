/**
 * Pictures as editors upload them (decision 0052): what the built pages offer a browser for a phone
 * photo, from the embedded dataset and from the Content Lake (stood in with msw), and what a page
 * does with an image document that is missing its file or its size.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { http, HttpResponse } from "msw";
import { contentSourceServer } from "../test/content-source-server";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PHOTO_HOTSPOT, writePhotoDataset } from "../../scripts/bench/photo-dataset";
import { renderArticlePage, renderContentPage } from "../test/render-page";
import { cropFrame } from "../lib/image/crop-frame";
import { parseVariantFileName } from "../lib/image/embedded-variants";
import { LAYOUTS } from "../lib/image/layouts";
import { EMBEDDED_DATASET_DIR } from "./config.server";
import { loadDatasetDocuments } from "./sources/embedded-dataset";

const server = contentSourceServer();

/** A small stand-in for a phone photo (the size in its name is what the pages read). */
const smallPhoto = (seed: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 40 + seed, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

let photoDir: string;
let slug: string;
beforeAll(async () => {
  photoDir = mkdtempSync(join(tmpdir(), "photo-dataset-"));
  ({ articleSlug: slug } = await writePhotoDataset(EMBEDDED_DATASET_DIR, photoDir, { photos: 1, photo: smallPhoto }));
});
afterAll(() => rmSync(photoDir, { recursive: true, force: true }));

const images = (html: string) => parse(html).querySelectorAll("img");
const thumbnailOf = (html: string) =>
  images(html).find(
    (img) => img.getAttribute("srcset")?.includes("4000x3000") || img.getAttribute("srcset")?.includes("cdn.sanity.io"),
  );
const candidates = (srcset: string | undefined) =>
  (srcset ?? "").split(", ").map((entry) => {
    const [url, width] = entry.split(" ");
    return { url: url!, width: Number(width!.slice(0, -1)) };
  });

/** The article card's frame of the 4000 × 3000 photo, cut around its hotspot. */
const cardFrame = cropFrame({ width: 4000, height: 3000 }, null, PHOTO_HOTSPOT, LAYOUTS.articleCard.aspect);

describe("a phone photo from the embedded dataset", () => {
  beforeEach(() => vi.stubEnv("EMBEDDED_DATASET_FILE", join(photoDir, "data.ndjson")));

  it("is offered on the blog as WebP and JPEG copies at the card's widths, cut around the hotspot, with its size", async () => {
    const img = thumbnailOf(await renderContentPage("/blog"))!;
    expect(img).toBeDefined();
    const picture = img.parentNode;
    expect(picture.tagName).toBe("PICTURE");
    const webp = picture.querySelector("source")!;
    expect(webp.getAttribute("type")).toBe("image/webp");
    for (const [srcset, format] of [
      [webp.getAttribute("srcset"), "webp"],
      [img.getAttribute("srcset"), "jpg"],
    ] as const) {
      const offered = candidates(srcset);
      expect(offered.map(({ width }) => width)).toEqual([256, 384, 512, 768, 1024, 1280]);
      for (const { url, width } of offered) {
        const variant = parseVariantFileName(url.split("/").pop()!);
        expect(variant).toMatchObject({ width, format, rect: cardFrame });
      }
    }
    expect(img.getAttribute("sizes")).toBe(LAYOUTS.articleCard.sizes);
    expect(Number(img.getAttribute("width")) / Number(img.getAttribute("height"))).toBeCloseTo(1200 / 630, 2);
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("keeps the hotspot in every frame the blocks cut, where a centred cut would lose it", () => {
    const spotRight = (PHOTO_HOTSPOT.x + PHOTO_HOTSPOT.width / 2) * 4000;
    for (const aspect of [LAYOUTS.articleCard.aspect, 1]) {
      const frame = cropFrame({ width: 4000, height: 3000 }, null, PHOTO_HOTSPOT, aspect);
      expect(frame.left + frame.width).toBeGreaterThanOrEqual(spotRight);
    }
    // A square portrait cut from the middle would miss the hotspot at the right.
    const centred = cropFrame({ width: 4000, height: 3000 }, null, null, 1);
    expect(centred.left + centred.width).toBeLessThan(spotRight);
  });

  it("is shown in the article's text at the text column's widths, in the shape the editor cropped", async () => {
    const html = await renderArticlePage(slug);
    const img = thumbnailOf(html)!;
    const widths = candidates(img.getAttribute("srcset")).map(({ width }) => width);
    expect(widths[widths.length - 1]).toBe(1600);
    expect(Number(img.getAttribute("width")) / Number(img.getAttribute("height"))).toBeCloseTo(4 / 3, 2);
    expect(img.getAttribute("alt")).toBe("A hillside at dusk");
  });

  it("leaves every SVG as it is, and gives every picture a width and height", async () => {
    for (const html of [await renderContentPage("/blog"), await renderArticlePage(slug)]) {
      for (const img of images(html)) {
        expect([img.getAttribute("width"), img.getAttribute("height")]).not.toContain(undefined);
        if (img.getAttribute("src")!.endsWith(".svg")) expect(img.getAttribute("srcset")).toBeUndefined();
      }
    }
  });
});

describe("a phone photo from the Content Lake", () => {
  const EXPORT_URL = "https://test-project.api.sanity.io/v2025-02-19/data/export/production";
  const CDN = "https://cdn.sanity.io/images/test-project/production/";
  const photoId = "image-0123456789abcdef0123456789abcdef01234567-4000x3000-jpg";
  const crop = { _type: "sanity.imageCrop", top: 0.1, bottom: 0, left: 0, right: 0.05 };

  /** The embedded dataset as the Content Lake exports it, the newest article's thumbnail a photo. */
  function exported(): string {
    const documents = loadDatasetDocuments(readFileSync(join(photoDir, "data.ndjson"), "utf8"), "data.ndjson");
    const article = documents.find(
      (document) => document._type === "article" && (document.slug as { current: string }).current === slug,
    )!;
    article.thumbnail = {
      _type: "figure",
      alt: "A hillside at dusk",
      crop,
      hotspot: PHOTO_HOTSPOT,
      asset: { _type: "reference", _ref: photoId },
    };
    documents.push({
      _id: photoId,
      _type: "sanity.imageAsset",
      url: `${CDN}0123456789abcdef0123456789abcdef01234567-4000x3000.jpg`,
      metadata: {
        dimensions: { width: 4000, height: 3000 },
        lqip: "data:image/jpeg;base64,/9j/2wBDAAYEBQY",
        palette: { dominant: { background: "#3a5a40" } },
      },
    });
    return documents.map((document) => JSON.stringify(document)).join("\n");
  }

  beforeEach(() => {
    vi.stubEnv("SANITY_PROJECT_ID", "test-project");
    vi.stubEnv("SANITY_DATASET", "production");
    server.use(http.get(EXPORT_URL, () => new HttpResponse(exported(), { headers: { "Content-Type": "application/x-ndjson" } })));
  });

  it("is offered through Sanity's image pipeline: each width cut to the card around the crop and hotspot, format chosen by the CDN", async () => {
    const img = thumbnailOf(await renderContentPage("/blog"))!;
    // No <picture>: the CDN answers each browser with AVIF, WebP or JPEG itself.
    expect(img.parentNode.tagName).not.toBe("PICTURE");
    // The embedded dataset's cut of the same picture, crop and hotspot.
    const frame = cropFrame({ width: 4000, height: 3000 }, crop, PHOTO_HOTSPOT, LAYOUTS.articleCard.aspect);
    const offered = candidates(img.getAttribute("srcset"));
    expect(offered.map(({ width }) => width)).toEqual([256, 384, 512, 768, 1024, 1280]);
    for (const { url, width } of offered) {
      const address = new URL(url);
      expect(`${address.origin}${address.pathname}`).toBe(`${CDN}0123456789abcdef0123456789abcdef01234567-4000x3000.jpg`);
      const params = Object.fromEntries(address.searchParams);
      expect(params).toMatchObject({ w: String(width), fit: "crop", auto: "format" });
      expect(Number(params.h)).toBe(Math.round((width * frame.height) / frame.width));
      // Sanity's builder cuts the same rectangle as the build does for the embedded dataset, to
      // within the rounding of each copy's height (it takes the shape from the rounded size).
      const [left, top, rectWidth, rectHeight] = params.rect!.split(",").map(Number);
      for (const [ours, theirs] of [
        [frame.left, left],
        [frame.top, top],
        [frame.width, rectWidth],
        [frame.height, rectHeight],
      ])
        expect(Math.abs(ours! - theirs!)).toBeLessThanOrEqual(frame.height * 0.01);
    }
    expect(img.getAttribute("width")).toBe("1280");
    expect(img.getAttribute("height")).toBe(String(Math.round((1280 * frame.height) / frame.width)));
  });
});

describe("an image document that is not whole", () => {
  it("renders the rest of the page, and says in the build log which picture is missing what", async () => {
    const documents = readFileSync(join(photoDir, "data.ndjson"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const article = documents.find((document) => (document.slug as { current?: string } | undefined)?.current === slug)!;
    // A thumbnail whose asset has gone, and a figure whose file name gives no size.
    article.thumbnail = { _type: "figure", alt: "Gone", asset: { _type: "reference", _ref: "image-missing-10x10-jpg" } };
    (article.body as unknown[]).unshift({
      _type: "figure",
      _key: "nosize",
      alt: "No size",
      _sanityAsset: "image@file://./images/nosize.jpg",
    });
    const dir = mkdtempSync(join(tmpdir(), "broken-images-"));
    const { writeFileSync, cpSync } = await import("node:fs");
    cpSync(join(photoDir, "images"), join(dir, "images"), { recursive: true });
    writeFileSync(join(dir, "images", "nosize.jpg"), await smallPhoto(9));
    writeFileSync(join(dir, "data.ndjson"), documents.map((document) => JSON.stringify(document)).join("\n"));
    vi.stubEnv("EMBEDDED_DATASET_FILE", join(dir, "data.ndjson"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const blog = await renderContentPage("/blog");
      const article = await renderArticlePage(slug);
      expect(parse(blog).querySelector("h1")?.text).toBe("Blog");
      const noSize = images(article).find((img) => img.getAttribute("alt") === "No size")!;
      expect(noSize.getAttribute("src")).toBe("/media/images/nosize.jpg");
      const logged = warn.mock.calls.map((call) => String(call[0]));
      expect(logged.some((line) => /\/media\/images\/nosize\.jpg has no dimensions/.test(line))).toBe(true);
    } finally {
      warn.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
