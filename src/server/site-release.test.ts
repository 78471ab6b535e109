import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileToServe, liveRelease, loadSiteRelease, releasePerRequest } from "./site-release.server";
import { TEST_SECURITY, writeTestBuild } from "./test-site";

describe("the release a request is answered from", () => {
  it("stays the one live when the request arrived, even when a publish swaps in another meanwhile", () => {
    const first = loadSiteRelease(writeTestBuild(), TEST_SECURITY);
    const second = loadSiteRelease(writeTestBuild(), { scriptHashes: [] });
    const live = liveRelease(first);
    const releaseOf = releasePerRequest(live);
    const early = {} as FastifyRequest;
    expect(releaseOf(early)).toBe(first);

    expect(live.swap(second)).toBe(first);
    // The early request's headers, redirects and files all still come from the first release.
    expect(releaseOf(early)).toBe(first);
    expect(releaseOf({} as FastifyRequest).root).toBe(second.root);
  });

  it("still serves the previous release's hashed files, which a page loaded before the swap asks for, but not its pages", () => {
    const oldRoot = writeTestBuild();
    mkdirSync(join(oldRoot, "assets", "hydration"));
    writeFileSync(join(oldRoot, "assets", "hydration", "old-data.txt"), "[]");
    writeFileSync(join(oldRoot, "only-in-the-old-build.html"), "<h1>Gone</h1>");
    const newRoot = writeTestBuild();
    const live = liveRelease(loadSiteRelease(oldRoot, TEST_SECURITY));
    live.swap(loadSiteRelease(newRoot, TEST_SECURITY));
    const twoBack = live.current;
    expect(fileToServe(live.current, "/assets/hydration/old-data.txt")).toEqual({
      file: "assets/hydration/old-data.txt",
      root: oldRoot,
    });
    expect(fileToServe(live.current, "/assets/app-1a2b.js")).toEqual({ file: "assets/app-1a2b.js", root: newRoot });
    expect(fileToServe(live.current, "/only-in-the-old-build")).toBeUndefined();
    // One release back only: after the next swap the first build's files are not served.
    live.swap(loadSiteRelease(writeTestBuild(), TEST_SECURITY));
    expect(fileToServe(live.current, "/assets/hydration/old-data.txt")).toBeUndefined();
    expect(live.current.previous?.root).toBe(twoBack.root);
  });

  it("brings the build's redirects, its settings and where its addresses lead", () => {
    const release = loadSiteRelease(writeTestBuild(), TEST_SECURITY);
    expect(release.redirects.get("/old-about")).toEqual({ from: "/old-about", to: "/about-us", permanent: true });
    expect(release.security).toBe(TEST_SECURITY);
    expect(release.files.fileFor("/about-us")).toBe("about-us/index.html");
  });
});
