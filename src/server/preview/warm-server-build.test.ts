import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { warmServerBuild } from "./warm-server-build.server";

const folders: string[] = [];

/** A server build's folder whose `assets/` holds these modules. */
function serverBuild(modules: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "warm-server-build-"));
  folders.push(dir);
  mkdirSync(join(dir, "assets"));
  for (const [name, code] of Object.entries(modules)) writeFileSync(join(dir, "assets", name), code);
  return dir;
}

afterEach(() => {
  delete (globalThis as { __warmed?: string[] }).__warmed;
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("warming a server build before its first request", () => {
  it("loads every module of the build's assets, so no page waits for one", async () => {
    const dir = serverBuild({
      "editable-page-abc.js": "globalThis.__warmed = [...(globalThis.__warmed ?? []), 'editable-page'];",
      "live-result-def.js": "globalThis.__warmed = [...(globalThis.__warmed ?? []), 'live-result'];",
      "notes.txt": "not a module",
    });
    const warmed = await warmServerBuild(dir);
    expect(warmed).toMatchObject({ modules: 2, failed: [] });
    expect((globalThis as { __warmed?: string[] }).__warmed?.toSorted()).toEqual(["editable-page", "live-result"]);
  });

  it("names a module that cannot load, and loads the others all the same", async () => {
    const dir = serverBuild({
      "broken-abc.js": "throw new Error('needs a browser');",
      "fine-def.js": "export const fine = true;",
    });
    const warmed = await warmServerBuild(dir);
    expect(warmed.modules).toBe(2);
    expect(warmed.failed).toEqual(["broken-abc.js: needs a browser"]);
  });

  it("does with a build that has no assets folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "warm-server-build-"));
    folders.push(dir);
    expect(await warmServerBuild(dir)).toMatchObject({ modules: 0, failed: [] });
  });
});
