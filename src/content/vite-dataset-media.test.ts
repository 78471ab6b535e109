import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datasetMediaFile } from "./vite-dataset-media";

const dir = mkdtempSync(join(tmpdir(), "media-"));
const images = join(dir, "images");
mkdirSync(join(images, "nested"), { recursive: true });
writeFileSync(join(images, "logo-96x96.svg"), "<svg/>");
writeFileSync(join(dir, "secret.txt"), "outside");

describe("the development server's dataset images", () => {
  it("serves an image in the folder", () => {
    expect(datasetMediaFile(images, "/logo-96x96.svg?v=1")).toBe(join(images, "logo-96x96.svg"));
  });

  it.each([
    "/",
    "",
    "/nested",
    "/nested/",
    "/missing.png",
    "/%E0%A4%A",
    "/..%2fsecret.txt",
    "/../secret.txt",
    "/..\\\\secret.txt",
    "/%00",
  ])("passes %j on to a 404 instead of opening it (a folder would crash the server)", (url) =>
    expect(datasetMediaFile(images, url)).toBeUndefined(),
  );
});
