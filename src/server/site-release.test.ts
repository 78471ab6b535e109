import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { liveRelease, loadSiteRelease, releasePerRequest } from "./site-release.server";
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
    expect(releaseOf({} as FastifyRequest)).toBe(second);
  });

  it("brings the build's redirects, its settings and where its addresses lead", () => {
    const release = loadSiteRelease(writeTestBuild(), TEST_SECURITY);
    expect(release.redirects.get("/old-about")).toEqual({ from: "/old-about", to: "/about-us", permanent: true });
    expect(release.security).toBe(TEST_SECURITY);
    expect(release.files.fileFor("/about-us")).toBe("about-us/index.html");
  });
});
