/**
 * One full build of the project as it stands, made once per run of the build tests and shared by
 * those that start from it (the incremental publish, the reproducible build, the publish route).
 * Each of them made the same build of the same files and content in its own scratch copy: about
 * ten CPU seconds and a core's worth of wall time each. A build's bytes do not depend on the
 * folder it is made in (no path of the scratch copy is written into build/ or .cache/), so a copy
 * of the shared build is the build the test would have made itself.
 *
 * The build project's global setup names the folder (`baselineBuildDir`); the first test file to
 * ask makes the build there, holding a lock that files in other workers wait on.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { holdingLock } from "../../src/test/browser/folder-lock";
import { copyProjectInto, scratchCopy, shellEnv } from "./scratch-project";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the build tests' shared full build is made (scripts/build/baseline-build.ts). */
    baselineBuildDir: string;
  }
}

/** The build project's global setup: a folder for this run's shared build, removed when the run ends. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "baseline-build-"));
  project.provide("baselineBuildDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

interface Outcome {
  ok: boolean;
  output: string;
}

/** `npm run build` in a scratch copy under `dir`, once; later callers get the first one's outcome. */
async function sharedBuild(dir: string): Promise<string> {
  const project = join(dir, "project");
  const outcomeFile = join(dir, "outcome.json");
  await holdingLock(join(dir, "lock"), async () => {
    if (existsSync(outcomeFile)) return;
    copyProjectInto(project);
    let outcome: Outcome;
    try {
      const output = execFileSync(join(project, "node_modules", ".bin", "tsx"), ["scripts/build/index.ts"], {
        cwd: project,
        env: shellEnv(),
        stdio: "pipe",
      });
      outcome = { ok: true, output: output.toString() };
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      outcome = { ok: false, output: `${String(stdout ?? "")}${String(stderr ?? "")}` };
    }
    writeFileSync(outcomeFile, JSON.stringify(outcome));
  });
  const outcome = JSON.parse(readFileSync(outcomeFile, "utf8")) as Outcome;
  if (!outcome.ok) throw new Error(`The shared full build failed:\n${outcome.output.slice(-4_000)}`);
  return project;
}

/**
 * A scratch copy of the project (`scratchCopy`) holding the full build of its files and content in
 * `buildDir` (relative to it), with the compression and picture caches that build left, as if it had
 * just run `npm run build` there.
 */
export async function scratchWithBaselineBuild(prefix: string, { buildDir = "build" } = {}): Promise<string> {
  const built = await sharedBuild(inject("baselineBuildDir"));
  const root = scratchCopy(prefix);
  cpSync(join(built, "build"), join(root, buildDir), { recursive: true });
  cpSync(join(built, ".cache"), join(root, ".cache"), { recursive: true });
  return root;
}
