import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFiles } from "./build-files.server";
import { writeTestBuild } from "../site/test-site";

describe("where each address of the build leads", () => {
  it("remembers a bounded number of paths, however many distinct ones arrive, and still finds real pages", () => {
    const files = buildFiles(resolve(writeTestBuild()));
    expect(files.fileFor("/about-us")).toBe("about-us/index.html");
    // A crawler or an attacker asking for endless made-up addresses (none has a file).
    for (let index = 0; index < 25_000; index += 1) {
      files.fileFor(`/made-up-${index}`);
      files.fileFor(`/assets/made-up-${index}.js`);
    }
    expect(files.cachedPaths).toBeLessThanOrEqual(5_000);
    expect(files.fileFor("/about-us")).toBe("about-us/index.html");
    expect(files.fileFor("/assets/app-1a2b.js")).toBe("assets/app-1a2b.js");
    expect(files.fileFor("/never-seen")).toBeUndefined();
    expect(files.fileFor("/logout")).toBe("__spa-fallback.html");
    expect(files.fileFor("/assets/missing.js")).toBeUndefined();
  });

  it("does not remember very long addresses, which no page of the site has", () => {
    const files = buildFiles(resolve(writeTestBuild()));
    for (let index = 0; index < 100; index += 1) files.fileFor(`/${"x".repeat(8_000)}-${index}`);
    expect(files.cachedPaths).toBe(0);
  });
});
