import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileToServe, liveRelease, loadSiteRelease, releasePerRequest } from "./site-release.server";
import { TEST_SECURITY, writeTestBuild } from "../site/test-site";

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

  it("still serves the hashed files of every release retired in the last minutes, but not their pages", () => {
    let clock = 1_000_000;
    const oldRoot = writeTestBuild();
    mkdirSync(join(oldRoot, "assets", "hydration"));
    writeFileSync(join(oldRoot, "assets", "hydration", "old-data.txt"), "[]");
    writeFileSync(join(oldRoot, "only-in-the-old-build.html"), "<h1>Gone</h1>");
    const newRoot = writeTestBuild();
    const live = liveRelease(loadSiteRelease(oldRoot, TEST_SECURITY), { keepMs: 60_000, now: () => clock });
    live.swap(loadSiteRelease(newRoot, TEST_SECURITY));
    expect(fileToServe(live.current, "/assets/hydration/old-data.txt", clock)).toEqual({
      file: "assets/hydration/old-data.txt",
      root: oldRoot,
    });
    expect(fileToServe(live.current, "/assets/app-1a2b.js", clock)).toEqual({ file: "assets/app-1a2b.js", root: newRoot });
    expect(fileToServe(live.current, "/only-in-the-old-build", clock)).toBeUndefined();

    // Two quick publishes later, a page opened on the first build still gets its hydration file.
    clock += 5_000;
    live.swap(loadSiteRelease(writeTestBuild(), TEST_SECURITY));
    clock += 5_000;
    live.swap(loadSiteRelease(writeTestBuild(), TEST_SECURITY));
    expect(fileToServe(live.current, "/assets/hydration/old-data.txt", clock)?.root).toBe(oldRoot);

    // Once the first build has been out of service for longer than the window, its files are not served.
    clock += 60_001;
    expect(fileToServe(live.current, "/assets/hydration/old-data.txt", clock)).toBeUndefined();
    live.swap(loadSiteRelease(writeTestBuild(), TEST_SECURITY));
    // Entries served out drop off at the next swap: only the one just retired is left.
    expect(live.current.retired).toHaveLength(1);
  });

  it("brings the build's redirects, its settings and where its addresses lead", () => {
    const release = loadSiteRelease(writeTestBuild(), TEST_SECURITY);
    expect(release.redirects.get("/old-about")).toEqual({ from: "/old-about", to: "/about-us", permanent: true });
    expect(release.security).toBe(TEST_SECURITY);
    expect(release.files.fileFor("/about-us")).toBe("about-us/index.html");
  });
});
