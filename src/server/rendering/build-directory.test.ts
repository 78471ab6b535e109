import { describe, expect, it } from "vitest";
import { buildDirectory, buildFoldersOverlap, previewBuildDirectory } from "./build-directory.server";

describe("where builds are written", () => {
  it("puts the site in build/ and the drafts preview in build-preview/ by default, never the same folder", () => {
    expect(buildDirectory("/srv/site", {})).toBe("/srv/site/build");
    expect(previewBuildDirectory("/srv/site", {})).toBe("/srv/site/build-preview");
  });

  it("takes another folder from BUILD_DIR or PREVIEW_BUILD_DIR, relative to the project or absolute", () => {
    expect(buildDirectory("/srv/site", { BUILD_DIR: "build-releases/r7" })).toBe("/srv/site/build-releases/r7");
    expect(previewBuildDirectory("/srv/site", { PREVIEW_BUILD_DIR: " previews/studio-b " })).toBe("/srv/site/previews/studio-b");
    expect(previewBuildDirectory("/srv/site", { PREVIEW_BUILD_DIR: "/tmp/preview" })).toBe("/tmp/preview");
    expect(previewBuildDirectory("/srv/site", { PREVIEW_BUILD_DIR: "  " })).toBe("/srv/site/build-preview");
  });

  it("refuses folders where one build would write into the other's, and lets folders side by side be", () => {
    expect(buildFoldersOverlap("/srv/site", {})).toBeUndefined();
    expect(
      buildFoldersOverlap("/srv/site", { BUILD_DIR: "build-releases/r7", PREVIEW_BUILD_DIR: "build-preview-b" }),
    ).toBeUndefined();
    // A folder whose name starts like the other's is not inside it.
    expect(buildFoldersOverlap("/srv/site", { PREVIEW_BUILD_DIR: "build-preview" })).toBeUndefined();
    for (const env of [
      { PREVIEW_BUILD_DIR: "build" },
      { PREVIEW_BUILD_DIR: "build/preview" },
      { BUILD_DIR: "build-preview/site" },
      { BUILD_DIR: "/srv/out", PREVIEW_BUILD_DIR: "/srv" },
    ])
      expect(buildFoldersOverlap("/srv/site", env), JSON.stringify(env)).toMatch(/one inside the other/);
  });
});
