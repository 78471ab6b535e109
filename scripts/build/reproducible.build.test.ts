/**
 * Real builds, compared file by file: the same content gives the same bytes, and one claim edit
 * changes only the files of the pages that show the claim (decision 0017). Each build runs in a
 * scratch copy of the project, so build/ and .cache/ here are left alone. The first build is the
 * build tests' shared one (baseline-build.ts), made in another scratch copy: the build made again
 * here must match it to the byte. Two builds of its own take about 20 s on two cores;
 * `npm run test:build` runs this file.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pathsShowing, withClaimWording } from "../bench/claim-edit";
import { clockShiftEnv } from "../bench/clock-shift";
import { hydrationFilesOf, pageFiles } from "../bench/page-files";
import { diffTrees, differing, digestTree } from "../bench/tree-diff";
import { scratchWithBaselineBuild } from "./baseline-build";
import { shellEnv } from "./scratch-project";

const CLAIM = "claim-approval-surcharge";
const NEW_WORDING = "an extra 12% (edited for a test)";

/** `npm run build` in `root`; answers the digests of build/client and build/server-config.json. */
function build(root: string, env: NodeJS.ProcessEnv = {}): Map<string, string> {
  rmSync(join(root, "build"), { recursive: true, force: true });
  execFileSync(join(root, "node_modules", ".bin", "tsx"), ["scripts/build/index.ts"], {
    cwd: root,
    env: { ...shellEnv(), ...env },
    stdio: "pipe",
  });
  return digestsOf(root);
}

/** The digests of `root`'s build/client and build/server-config.json. */
function digestsOf(root: string): Map<string, string> {
  const digests = digestTree(join(root, "build", "client"));
  digests.set("../server-config.json", digestTree(join(root, "build")).get("server-config.json") ?? "missing");
  return digests;
}

describe("a build of the same content", () => {
  let root: string;
  let first: Map<string, string>;
  let firstBuild: string;

  beforeAll(async () => {
    root = await scratchWithBaselineBuild("reproducible-build-");
    first = digestsOf(root);
    firstBuild = join(root, "first-build");
    cpSync(join(root, "build"), firstBuild, { recursive: true });
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it("is the same bytes, every file, when built again years later with a fresh compression cache", () => {
    rmSync(join(root, ".cache"), { recursive: true, force: true });
    const again = build(root, clockShiftEnv(root));
    expect(first.size).toBeGreaterThan(500);
    expect(differing(diffTrees(first, again))).toEqual([]);
  });

  it("changes, after one claim edit, only the pages that show the claim and the files those pages read", async () => {
    const dataset = join(root, "src", "content", "dataset", "data.ndjson");
    const edited = join(root, "edited.ndjson");
    writeFileSync(edited, withClaimWording(readFileSync(dataset, "utf8"), CLAIM, NEW_WORDING));
    // The images beside the dataset are copied into the site; the edited file sits beside the same ones.
    const editedDir = join(root, "edited");
    mkdirSync(editedDir);
    cpSync(edited, join(editedDir, "data.ndjson"));
    symlinkSync(join(root, "src", "content", "dataset", "images"), join(editedDir, "images"));
    const after = build(root, { EMBEDDED_DATASET_FILE: join(editedDir, "data.ndjson") });

    vi.stubEnv("EMBEDDED_DATASET_FILE", join(editedDir, "data.ndjson"));
    const showing = await pathsShowing(NEW_WORDING);
    expect(showing).toEqual(expect.arrayContaining(["/services/blogger-outreach", "/us/blogger-outreach"]));
    expect(showing).not.toContain("/");

    const expected = new Set(
      showing.flatMap((path) => {
        const html = pageFiles(path)[0]!;
        return [
          ...pageFiles(path),
          ...hydrationFilesOf(readFileSync(join(firstBuild, "client", html), "utf8")),
          ...hydrationFilesOf(readFileSync(join(root, "build", "client", html), "utf8")),
        ];
      }),
    );
    const diff = diffTrees(first, after);
    expect(differing(diff).filter((file) => !expected.has(file))).toEqual([]);
    // Every page that shows the claim shows the new wording.
    for (const path of showing) expect(diff.changed, path).toContain(pageFiles(path)[0]);
  });
});
