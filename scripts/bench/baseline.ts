/**
 * A baseline to compare the server with: another commit of this repository, cloned into a scratch
 * folder, installed from the local npm cache and built there, so its server code, its dependencies
 * and its build are its own. The bench then loads its `startSite` into the same process as ours.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { StartSite } from "./server-load";

export interface Baseline {
  /** The commit as given and its full hash. */
  commit: string;
  sha: string;
  dir: string;
  clientDir: string;
  startSite: StartSite;
}

/** Written last, so a clone whose install or build failed half-way is never reused. */
const READY_MARK = ".bench-baseline-ready";

function run(command: string, args: readonly string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status ?? result.signal}).`);
}

/**
 * The full hash of `commit` in the repository at `repoDir`, or a message naming what was given.
 * (`^{commit}` refuses a tree or a tag of something else.)
 */
export function resolveCommit(commit: string, repoDir = process.cwd()): string {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${commit}^{commit}`], {
      cwd: repoDir,
      encoding: "utf8",
    }).trim();
  } catch {
    throw new Error(`--baseline ${commit}: no such commit in this repository.`);
  }
}

/** This checkout as the report names it: its commit, marked `-dirty` when files differ from it. */
export function describeCheckout(repoDir = process.cwd()): string {
  try {
    return execFileSync("git", ["describe", "--always", "--dirty", "--abbrev=7"], { cwd: repoDir, encoding: "utf8" }).trim();
  } catch {
    return "this checkout";
  }
}

/**
 * Checks out `sha` of the repository at `repoDir` into `dir` (sharing its objects, so nothing is
 * copied) and installs it as CI does, from the local npm cache.
 */
export function cloneAndInstall(sha: string, dir: string, repoDir = process.cwd()): void {
  run("git", ["clone", "--quiet", "--shared", "--no-checkout", resolve(repoDir), dir], repoDir);
  run("git", ["checkout", "--quiet", "--detach", sha], dir);
  run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel", "error"], dir);
}

/**
 * Clones `commit` into `<tmpdir>/bench-baseline-<hash>` (sharing this repository's objects, so it
 * copies nothing), runs `npm ci` there from the local cache and builds the site. A folder left
 * ready by an earlier run of the same commit is reused, since neither step depends on anything but
 * the commit; delete it to start afresh.
 */
export async function prepareBaseline(commit: string, repoDir = process.cwd()): Promise<Baseline> {
  const sha = resolveCommit(commit, repoDir);
  const dir = join(tmpdir(), `bench-baseline-${sha.slice(0, 12)}`);
  const clientDir = join(dir, "build", "client");
  if (existsSync(join(dir, READY_MARK))) {
    console.log(`Baseline ${commit} (${sha.slice(0, 12)}): reusing the clone in ${dir}.`);
  } else {
    rmSync(dir, { recursive: true, force: true });
    console.log(`Baseline ${commit} (${sha.slice(0, 12)}): cloning into ${dir}, installing and building…`);
    cloneAndInstall(sha, dir, repoDir);
    run("npm", ["run", "build", "--silent"], dir);
    writeFileSync(join(dir, READY_MARK), `${sha}\n`);
  }
  // Its own module, with its own dependencies: the whole server as that commit had it.
  const module = (await import(pathToFileURL(join(dir, "src", "server", "start-site.server.ts")).href)) as {
    startSite: StartSite;
  };
  return { commit, sha, dir, clientDir, startSite: module.startSite };
}
