/**
 * `--only tests`: `npm test` as a fresh clone runs it, timed. This commit (HEAD) and, when named,
 * a baseline commit are each cloned into a scratch folder and installed with `npm ci`; then their
 * test runs take turns, --runs N each. Reported: wall seconds, and the machine's busy CPU seconds
 * over the run (from /proc/stat, so Chromium, the builds and every other process the run started
 * count), as medians. Another load on the machine counts too: run it on a quiet one.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cloneAndInstall, resolveCommit } from "./baseline";
import { median } from "./stats";

export interface TestRun {
  ok: boolean;
  wallSeconds: number;
  busyCpuSeconds: number;
}

export interface TestRunFigures {
  commit: string;
  sha: string;
  runs: TestRun[];
}

/** CPU seconds every core has spent busy since boot (user, nice, system, irq, softirq, steal). */
function machineBusySeconds(): number {
  const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** `commit` checked out in a scratch folder and installed as CI does. */
function freshClone(commit: string, repoDir: string): { sha: string; dir: string } {
  const sha = resolveCommit(commit, repoDir);
  const dir = mkdtempSync(join(tmpdir(), `bench-tests-${sha.slice(0, 12)}-`));
  // As a clone is anywhere else: readable by all. (mkdtemp makes it the owner's alone, and the
  // enquiries script's tests run it as a user who may only read.)
  chmodSync(dir, 0o755);
  cloneAndInstall(sha, dir, repoDir);
  return { sha, dir };
}

/** One `npm test` in `dir`, its output kept in `<dir>/npm-test-<n>.log`. */
function timeTestRun(dir: string, index: number): Promise<TestRun> {
  const busyBefore = machineBusySeconds();
  const started = performance.now();
  const log = join(dir, `npm-test-${index}.log`);
  return new Promise((resolveRun) => {
    const child = spawn("sh", ["-c", `npm test > "${log}" 2>&1`], { cwd: dir, stdio: "ignore" });
    child.on("exit", (code) =>
      resolveRun({
        ok: code === 0,
        wallSeconds: (performance.now() - started) / 1000,
        busyCpuSeconds: machineBusySeconds() - busyBefore,
      }),
    );
  });
}

export async function measureTestRuns(runs: number, baseline: string | undefined, repoDir = process.cwd()) {
  const commits = ["HEAD", ...(baseline ? [baseline] : [])];
  const clones = commits.map((commit) => ({ commit, ...freshClone(commit, repoDir) }));
  const figures: TestRunFigures[] = clones.map(({ commit, sha }) => ({ commit, sha, runs: [] }));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [index, clone] of clones.entries()) {
        console.log(`npm test, round ${round + 1} of ${runs}: ${clone.commit} (${clone.sha.slice(0, 7)})…`);
        const run = await timeTestRun(clone.dir, round);
        figures[index]!.runs.push(run);
        if (!run.ok) console.log(`  failed: see ${join(clone.dir, `npm-test-${round}.log`)} (the clone is kept)`);
      }
    }
  } finally {
    // A clone whose run failed is kept, so its log can be read.
    for (const [index, clone] of clones.entries())
      if (figures[index]!.runs.every((run) => run.ok)) rmSync(clone.dir, { recursive: true, force: true });
  }
  return figures;
}

export function formatTestRuns(figures: readonly TestRunFigures[]): string {
  const seconds = (values: number[]) => `${Math.round(median(values) ?? 0)} s`;
  const rows = figures.map(({ commit, sha, runs }) => {
    const passed = runs.filter((run) => run.ok);
    return `| ${commit} (${sha.slice(0, 7)}) | ${passed.length} of ${runs.length} | ${seconds(passed.map((run) => run.wallSeconds))} | ${seconds(passed.map((run) => run.busyCpuSeconds))} |`;
  });
  const [ours, theirs] = figures.map((figure) => figure.runs.filter((run) => run.ok));
  const ratio =
    ours?.length && theirs?.length
      ? `\nWall time ${(median(ours.map((run) => run.wallSeconds))! / median(theirs.map((run) => run.wallSeconds))!).toFixed(2)}× the baseline's; CPU ${(median(ours.map((run) => run.busyCpuSeconds))! / median(theirs.map((run) => run.busyCpuSeconds))!).toFixed(2)}×.`
      : "";
  return `## npm test on a fresh clone (medians of the runs that passed)\n\n| Commit | Passed | Wall | Busy CPU |\n| --- | --- | --- | --- |\n${rows.join("\n")}${ratio}`;
}
