import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readReleaseLayers } from "../../src/server/release/release-layers.server";
import { digestRelease, digestTree } from "../bench/tree-diff";
import { openLayeredRelease } from "./layered-release";

/** A full build's folder (client/ inside) holding `files`. */
function fullBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "layered-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, "client", file)), { recursive: true });
    writeFileSync(join(dir, "client", file), text);
  }
  return dir;
}

/** The files in a release's own folder. */
const filesIn = (clientDir: string) => [...digestTree(clientDir).keys()].sort();

describe("a publish's release over the full build", () => {
  it("holds only what the publishes since the full build wrote, and serves the rest from it", () => {
    const base = fullBuild({
      "index.html": "home",
      "blog/a/index.html": "a",
      "blog/a/index.html.br": "a, compressed",
      "blog/b/index.html": "b",
      "assets/app.js": "app",
    });
    const first = openLayeredRelease(base, `${base}-1`);
    first.write("blog/a/index.html", "a, edited");
    first.write("blog/c/index.html", "c, new");
    first.remove("blog/b/index.html");
    first.finish();
    // Only what it wrote is in its own folder: no file of the full build was linked or copied.
    expect(filesIn(first.clientDir)).toEqual(["blog/a/index.html", "blog/c/index.html"]);
    expect([...digestRelease(first.clientDir).keys()].sort()).toEqual([
      "assets/app.js",
      "blog/a/index.html",
      "blog/c/index.html",
      "index.html",
    ]);
    expect(readReleaseLayers(first.clientDir).roots).toHaveLength(2);

    // The next publish starts from the first's own files, over the same full build.
    const second = openLayeredRelease(join(first.clientDir, ".."), `${base}-2`);
    expect(second.carried).toBe(2);
    expect(second.previousBytes("blog/a/index.html")?.toString()).toBe("a, edited");
    expect(second.previousBytes("blog/b/index.html")).toBeUndefined();
    expect(second.previousBytes("index.html")?.toString()).toBe("home");
    second.write("blog/b/index.html", "b, back");
    second.write("blog/c/index.html", "c, edited");
    second.finish();
    expect([...digestRelease(second.clientDir).keys()].sort()).toEqual([
      "assets/app.js",
      "blog/a/index.html",
      "blog/b/index.html",
      "blog/c/index.html",
      "index.html",
    ]);
    expect(readReleaseLayers(second.clientDir).roots[1]).toBe(join(base, "client"));
    // Writing the second release never wrote through to the first, which is still being served.
    expect(readFileSync(join(first.clientDir, "blog", "c", "index.html"), "utf8")).toBe("c, new");
    expect(readFileSync(join(second.clientDir, "blog", "c", "index.html"), "utf8")).toBe("c, edited");
    // The carried file is the first release's own, linked: no bytes copied.
    expect(statSync(join(second.clientDir, "blog", "a", "index.html")).ino).toBe(
      statSync(join(first.clientDir, "blog", "a", "index.html")).ino,
    );
  });

  it("leaves out a changed file's old compressed copies, which the full build still holds", () => {
    const base = fullBuild({
      "blog/a/index.html": "a",
      "blog/a/index.html.br": "a, compressed",
      "blog/a/index.html.gz": "a, gz",
    });
    const release = openLayeredRelease(base, `${base}-1`);
    release.write("blog/a/index.html", "a, edited");
    release.finish();
    // No compressed copy was written for the new bytes here, so none is served: never the old one.
    expect([...digestRelease(release.clientDir).keys()]).toEqual(["blog/a/index.html"]);
  });
});
