/**
 * The site's own server with releases a publish made (decision 0053): each holds only what it
 * changed over a full build, which stays while any release kept reads from it; a build that dies
 * halfway leaves the live release as it was.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { childProcessReleaseBuilder, RELEASES_DIR } from "./release-build.server";
import type { StoredLayers } from "../release/release-layers.server";
import type { ReleaseBuilder } from "./site-publisher.server";
import { startSite, type RunningSite } from "../site/start-site.server";
import { TEST_SECURITY } from "../site/test-site";

const SECRET = "a-webhook-secret-for-tests";

/** A build folder holding `files` in client/ (and the settings beside it), with layers over `base` when given. */
function writeBuild(dir: string, files: Record<string, string>, layers?: StoredLayers): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, "client", file)), { recursive: true });
    writeFileSync(join(dir, "client", file), text);
  }
  writeFileSync(join(dir, "server-config.json"), JSON.stringify(TEST_SECURITY));
  if (layers) {
    mkdirSync(join(dir, "incremental"), { recursive: true });
    writeFileSync(join(dir, "incremental", "layers.json"), JSON.stringify(layers));
  }
  return join(dir, "client");
}

const page = (text: string) => `<!doctype html><title>${text}</title><p>${text}</p>`;

const running: RunningSite[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((site) => site.close()));
});

async function siteWith(parent: string, build: ReleaseBuilder, keepMs = 600_000) {
  const logLines: string[] = [];
  const site = await startSite({
    root: writeBuild(join(parent, "first"), {
      "index.html": page("Home, first build"),
      "about-us/index.html": page("About, first"),
    }),
    dbUrl: ":memory:",
    destinations: [],
    log: { level: "info", stream: { write: (line) => logLines.push(line) } },
    publish: { secret: SECRET, build, keepMs, graceMs: 0 },
  });
  running.push(site);
  const publish = async () => {
    const body = `{"_id":"claim-${Math.random()}","_type":"claim"}`;
    const headers = {
      "content-type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    };
    expect((await fetch(`${site.url}/api/publish`, { method: "POST", headers, body })).status).toBe(202);
    await site.publisher!.idle();
  };
  const text = async (path: string) => {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    return `${response.status} ${await response.text()}`;
  };
  return { site, publish, text, logLines };
}

describe("a release a publish made, over a full build", () => {
  it("serves its own pages and the full build's others, not what it left out, and keeps that build while it reads from it", async () => {
    const parent = mkdtempSync(join(tmpdir(), "layered-publish-"));
    const full = join(parent, "full", "client");
    let builds = 0;
    const build: ReleaseBuilder = async () => {
      builds += 1;
      const dir = join(parent, `release-${builds}`);
      const discard = () => rm(dir, { recursive: true, force: true });
      if (builds === 1) {
        writeBuild(join(parent, "full"), {
          "index.html": page("Home, full build"),
          "about-us/index.html": page("About, full build"),
          "terms/index.html": page("Terms"),
        });
        return { root: full, discard: () => rm(join(parent, "full"), { recursive: true, force: true }) };
      }
      // Every later publish: a new home page, and the terms page gone; the about page is the full build's.
      const root = writeBuild(
        dir,
        { "index.html": page(`Home, publish ${builds}`) },
        { base: full, removed: ["terms/index.html"] },
      );
      return { root, discard, base: full };
    };
    const { publish, text } = await siteWith(parent, build, 300);
    await publish();
    await publish();
    expect(await text("/")).toBe(`200 ${page("Home, publish 2")}`);
    expect(await text("/about-us")).toBe(`200 ${page("About, full build")}`);
    expect(await text("/terms")).toMatch(/^302 /);

    // The full build was retired by the second publish, but the live release reads from it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(existsSync(full)).toBe(true);
    expect(await text("/about-us")).toBe(`200 ${page("About, full build")}`);

    // A third publish retires the second; once its window is over it goes, and the full build
    // stays for the third, which still reads from it.
    await publish();
    await expect.poll(() => existsSync(join(parent, "release-2")), { timeout: 10_000 }).toBe(false);
    expect(existsSync(full)).toBe(true);
    expect(await text("/about-us")).toBe(`200 ${page("About, full build")}`);
    expect(await text("/")).toBe(`200 ${page("Home, publish 3")}`);
  });

  it("keeps the live release as it was when a build dies halfway through writing the next", async () => {
    const parent = mkdtempSync(join(tmpdir(), "layered-crash-"));
    // A build that writes part of its release (a page and its layers over the live build), then dies.
    const dies = [
      "const fs = require('node:fs'); const path = require('node:path'); const dir = process.env.BUILD_DIR;",
      "fs.mkdirSync(path.join(dir, 'client'), { recursive: true });",
      "fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<p>half');",
      "fs.mkdirSync(path.join(dir, 'incremental'), { recursive: true });",
      `fs.writeFileSync(path.join(dir, 'incremental', 'layers.json'), JSON.stringify({ base: path.join(process.env.INCREMENTAL_FROM, 'client'), removed: [] }));`,
      "process.kill(process.pid, 'SIGKILL');",
    ].join("\n");
    const build = childProcessReleaseBuilder({ projectRoot: parent, command: [process.execPath, "-e", dies] });
    const { publish, text, logLines } = await siteWith(parent, build);
    await publish();
    expect(await text("/")).toBe(`200 ${page("Home, first build")}`);
    expect(await text("/about-us")).toBe(`200 ${page("About, first")}`);
    expect(logLines.find((line) => line.includes("publish failed"))).toContain("SIGKILL");
    // Nothing of the dead build is left to be served or read from.
    await expect.poll(() => readdirSync(join(parent, RELEASES_DIR))).toEqual([]);
  });
});
