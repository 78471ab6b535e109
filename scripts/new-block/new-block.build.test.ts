/**
 * `npm run new:block` for real, in a scratch copy of the project: the blocks it writes (with and
 * without a plain script), with the
 * types `npm run typegen` generates for it, passes typecheck, lint, Prettier and its own test as
 * written, so a new block starts from green. About a minute on two cores (Sanity's TypeGen, and the
 * project's own type checker, `tsgo`, over the whole project); `npm run test:build` runs this file.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { scratchCopy, shellEnv } from "../build/scratch-project";

let root: string;

/** A command of the project's own tools in the scratch copy; a failure carries what it printed. */
function run(command: string, args: string[]): void {
  try {
    execFileSync(join(root, "node_modules", ".bin", command), args, { cwd: root, env: shellEnv(), stdio: "pipe" });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(" ")} failed:\n${String(stdout ?? "")}${String(stderr ?? "")}`);
  }
}

describe("a block written by npm run new:block", () => {
  beforeAll(() => {
    root = scratchCopy("new-block-", { withStudio: true });
    // One block of each kind: markup only, and one with a plain script for public pages (typegen runs once, after both).
    run("tsx", ["scripts/new-block/index.ts", "stat-band", "--no-typegen"]);
    run("tsx", ["scripts/new-block/index.ts", "stat-toggle", "--script"]);
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("typechecks with the rest of the project", () => run("tsgo", ["--noEmit"]), 180_000);

  it("passes lint and Prettier", () => {
    const files = ["src/blocks/stat-band", "src/blocks/stat-toggle", "src/blocks/blocks.ts", "src/blocks/generated"];
    run("oxlint", files);
    run("eslint", files);
    run("prettier", ["--check", ...files, "src/content/generated"]);
  }, 180_000);

  it("passes its own test and the block list's", () => {
    run("vitest", [
      "run",
      "--project",
      "unit",
      "src/blocks/stat-band",
      "src/blocks/stat-toggle",
      "src/blocks/blocks.test.ts",
      "scripts/blocks",
    ]);
  }, 180_000);
});
