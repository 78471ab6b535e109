import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { digestRelease, digestTree } from "../../bench/tree-diff";
import { layerDatasetImages } from "./dataset-images";
import { openLayeredRelease } from "../layered-release";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A folder holding `files` (relative paths, text contents). */
function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "dataset-images-"));
  roots.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const logo = `${"a".repeat(40)}-236x48.svg`;
const badge = `${"b".repeat(40)}-96x96.svg`;
const photo = `${"c".repeat(40)}-1600x1200.jpg`;

describe("the dataset's original images in a publish's release", () => {
  it("are what a full build would copy: a new image added, a deleted one left out, one changed under its name sent anew", () => {
    const full = folderWith({
      [`client/media/images/${logo}`]: "<svg>logo</svg>",
      [`client/media/images/${logo}.br`]: "logo, compressed",
      [`client/media/images/${badge}`]: "<svg>badge</svg>",
      [`client/media/images/${badge}.br`]: "badge, compressed",
      "client/media/images/plan.png": "plan, first drawing",
    });
    // The dataset now: the badge deleted, a photo added, the plan (not named by its content) redrawn.
    const images = folderWith({ [logo]: "<svg>logo</svg>", [photo]: "jpeg bytes", "plan.png": "plan, second drawing" });
    const release = openLayeredRelease(full, join(full, "publish"));
    const written = layerDatasetImages(images, release);
    release.finish();
    expect(written.sort()).toEqual([`media/images/${photo}`, "media/images/plan.png"]);
    // Only those are in the release's own folder: the logo is served from the full build.
    expect([...digestTree(release.clientDir).keys()].sort()).toEqual(written.sort());
    const served = digestRelease(release.clientDir);
    // The logo keeps its compressed copy; the deleted badge's goes with it.
    expect([...served.keys()].sort()).toEqual(
      [`media/images/${logo}`, `media/images/${logo}.br`, "media/images/plan.png", `media/images/${photo}`].sort(),
    );
    expect(served.get("media/images/plan.png")).toBe(digestTree(images).get("plan.png"));
  });

  it("writes nothing when the images are as the live release has them", () => {
    const full = folderWith({ [`client/media/images/${logo}`]: "<svg>logo</svg>" });
    const images = folderWith({ [logo]: "<svg>logo</svg>" });
    const release = openLayeredRelease(full, join(full, "publish"));
    expect(layerDatasetImages(images, release)).toEqual([]);
    release.finish();
    expect([...digestRelease(release.clientDir).keys()]).toEqual([`media/images/${logo}`]);
  });
});
