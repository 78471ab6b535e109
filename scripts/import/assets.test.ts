import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { collectImages, linkImages, predictImageIds, uploadImages } from "./assets";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>`;
const HASH = createHash("sha1").update(SVG).digest("hex");

function datasetDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "assets-"));
  mkdirSync(join(dir, "images"));
  writeFileSync(join(dir, "images", `${HASH}-2x1.svg`), SVG);
  return dir;
}

const pointer = `image@file://./images/${HASH}-2x1.svg`;
const documents = [
  { _id: "a", _type: "page", hero: { _type: "figure", alt: "", _sanityAsset: pointer } },
  { _id: "b", _type: "page", gallery: [{ _key: "k", _type: "figure", alt: "x", _sanityAsset: pointer }] },
];

describe("images", () => {
  it("finds each distinct image once and uploads it once, then links every use to the asset", async () => {
    const dir = datasetDir();
    const images = collectImages(documents, dir);
    expect(images).toEqual([
      {
        pointer,
        path: join(dir, "images", `${HASH}-2x1.svg`),
        fileName: `${HASH}-2x1.svg`,
        contentType: "image/svg+xml",
        usedBy: "a",
      },
    ]);

    const upload = vi.fn(async () => ({ _id: "image-uploaded-2x1-svg" }));
    const ids = await uploadImages({ assets: { upload } }, images);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith("image", Buffer.from(SVG), { filename: `${HASH}-2x1.svg`, contentType: "image/svg+xml" });

    expect(documents.map((document) => linkImages(document, ids))).toEqual([
      {
        _id: "a",
        _type: "page",
        hero: { _type: "figure", alt: "", asset: { _type: "reference", _ref: "image-uploaded-2x1-svg" } },
      },
      {
        _id: "b",
        _type: "page",
        gallery: [{ _key: "k", _type: "figure", alt: "x", asset: { _type: "reference", _ref: "image-uploaded-2x1-svg" } }],
      },
    ]);
    expect(documents[0]!.hero).toEqual({ _type: "figure", alt: "", _sanityAsset: pointer }); // the input is not changed
  });

  it("predicts the asset id Sanity gives an image from its bytes and size", async () => {
    const images = collectImages(documents, datasetDir());
    expect(await predictImageIds(images)).toEqual(new Map([[pointer, `image-${HASH}-2x1-svg`]]));
  });

  it.each([
    ["file@file://./files/a.pdf", `only images in the dataset's images/ folder`],
    ["image@file://./images/../data.ndjson", "only images in the dataset's images/ folder"],
    ["image@file://./images/..", "points outside the images/ folder"],
    ["image@file://./images/notes.txt", "not an image type Sanity accepts"],
  ])("refuses the pointer %s", (badPointer, message) => {
    expect(() => collectImages([{ _id: "x", _type: "page", f: { _sanityAsset: badPointer } }], datasetDir())).toThrow(message);
  });
});
