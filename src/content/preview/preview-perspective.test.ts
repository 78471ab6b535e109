import { describe, expect, it } from "vitest";
import {
  currentPreviewPerspective,
  describePreviewPerspective,
  inPreviewPerspective,
  parsePreviewPerspective,
  releasesIn,
} from "./preview-perspective.server";

describe("the perspective Presentation sends", () => {
  it("is published, drafts, or a release stack", () => {
    expect(parsePreviewPerspective("published")).toBe("published");
    expect(parsePreviewPerspective("drafts")).toBe("drafts");
    expect(parsePreviewPerspective("previewDrafts")).toBe("drafts");
    expect(parsePreviewPerspective("rSpring,drafts")).toEqual(["rSpring", "drafts"]);
    expect(parsePreviewPerspective("rSpring")).toEqual(["rSpring"]);
  });

  it("is nothing else: raw (every version at once), empty, or malformed ids are refused", () => {
    for (const text of [null, undefined, "", "raw", "rSpring,raw", "r Spring", "rSpring,,drafts", "../x", "a".repeat(65)])
      expect(parsePreviewPerspective(text), String(text)).toBeUndefined();
  });

  it("is seen by everything a request's render runs, and by nothing outside it", async () => {
    expect(currentPreviewPerspective()).toBeUndefined();
    const seen = await Promise.all([
      inPreviewPerspective("published", async () => (await Promise.resolve(), currentPreviewPerspective())),
      inPreviewPerspective(["rSpring", "drafts"], async () => (await Promise.resolve(), currentPreviewPerspective())),
    ]);
    expect(seen).toEqual(["published", ["rSpring", "drafts"]]);
    expect(currentPreviewPerspective()).toBeUndefined();
  });

  it("is named in the banner as the editor chose it, a release stack read from the top", () => {
    expect(describePreviewPerspective("drafts")).toBe("drafts");
    expect(describePreviewPerspective("published")).toBe("published content");
    expect(describePreviewPerspective(["rSpring", "drafts"])).toBe("release rSpring over drafts");
    expect(describePreviewPerspective(["rSpring", "rSummer", "published"])).toBe(
      "release rSpring over release rSummer over published content",
    );
  });

  it("names each release of a stack by its title where it has one, by its id where not", () => {
    const titles = new Map([["rSpring", "Spring launch"]]);
    expect(describePreviewPerspective(["rSpring", "rSummer", "drafts"], titles)).toBe(
      "release “Spring launch” over release rSummer over drafts",
    );
    expect(releasesIn(["rSpring", "rSummer", "drafts"])).toEqual(["rSpring", "rSummer"]);
    expect(releasesIn("drafts")).toEqual([]);
  });
});
