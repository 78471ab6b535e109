import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { MIN_WEBHOOK_SECRET_LENGTH } from "./publish-route.server";
import { readReleaseLayers } from "../release/release-layers.server";
import { positiveSetting } from "../http/positive-setting.server";
import { secretSetting } from "../http/secret-setting.server";
import { RELEASE_FILES_KEEP_MS } from "../release/site-release.server";
import { BUILD_TIME_LIMIT_MS, type BuiltRelease, type ReleaseBuilder } from "./site-publisher.server";

/** Where the server builds releases, under the project root; it is the server's alone (emptied at start). */
export const RELEASES_DIR = "build-releases";

/** How long a build told to stop has before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * `npm run build`'s script, run by Node with tsx's loader rather than by tsx's own binary (which
 * starts a second Node process to run it): one process start fewer per publish.
 */
const BUILD_COMMAND = [process.execPath, "--import", "tsx", "scripts/build/index.ts"] as const;

/** How many lines of a failed build's output its reason quotes (from where it says it failed, or its last). */
const REASON_LINES = 20;

// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

/** Lines of a thrown error's dump that say nothing to an editor: stack frames and the object's braces. */
const DUMP_LINE = /^\s+at |^\s*[{}]\s*$|^\s*errors: \[Getter/;

const FAILURE_LINE = /^✗ |Build failed|Error: /;

/** The last lines a failed build wrote (its errors without their stack frames, or else its output), as one reason. */
export function reasonFrom(stderr: string, stdout: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = (text: string) =>
    withoutColours(text)
      .split("\n")
      .map((line) => line.trimEnd())
      .filter((line) => line && !DUMP_LINE.test(line));
  const all = lines(stderr).length ? lines(stderr) : lines(stdout);
  // Where the build reports its failure, when it does (the warnings before it are not why).
  const failure = all.findIndex((line) => FAILURE_LINE.test(line));
  const said = failure >= 0 ? all.slice(failure, failure + REASON_LINES) : all.slice(-REASON_LINES);
  const how = signal ? `stopped by ${signal}` : `exit code ${code}`;
  return `The build failed (${how})${said.length ? `:\n${said.join("\n")}` : "."}`;
}

/**
 * Runs `npm run build`'s script in a child process (the server keeps answering meanwhile) with
 * BUILD_DIR set to a new folder under build-releases/, from the content source the environment
 * configures (the embedded dataset, EMBEDDED_DATASET_FILE, or the Content Lake). The build stops,
 * and exits non-zero, on what must not be published (the content gate's fatal findings, an empty
 * site, an inline script the code did not write); its last lines are the reason.
 */
export function childProcessReleaseBuilder({
  projectRoot,
  env = process.env,
  stopGraceMs = STOP_GRACE_MS,
  command = BUILD_COMMAND,
}: {
  projectRoot: string;
  /** The build's environment (content source, form endpoint): the server's own by default. */
  env?: NodeJS.ProcessEnv;
  /** How long a build told to stop has before it is killed. */
  stopGraceMs?: number;
  /** The build's program and arguments, run in `projectRoot`. */
  command?: readonly [string, ...string[]];
}): ReleaseBuilder {
  const releasesDir = join(projectRoot, RELEASES_DIR);
  // Releases of an earlier run of the server are served by nobody now.
  rmSync(releasesDir, { recursive: true, force: true });
  return (signal, live) => {
    mkdirSync(releasesDir, { recursive: true });
    const dir = mkdtempSync(join(releasesDir, "release-"));
    const discard = () => rm(dir, { recursive: true, force: true });
    return new Promise<BuiltRelease>((resolve, reject) => {
      // The build starts its own children (React Router, compression workers): a group of its own,
      // so stopping the server stops all of them.
      const child = spawn(command[0], command.slice(1), {
        cwd: projectRoot,
        // The live release's build (its client folder's parent): the build renders only what the
        // content changed since it when both are of the same code, and builds everything otherwise.
        env: { ...env, BUILD_DIR: dir, ...(live ? { INCREMENTAL_FROM: dirname(live) } : {}) },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      let stdout = "";
      let stderr = "";
      // Only the end is kept: it says why a build stopped.
      child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-16_000)));
      child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-16_000)));
      const signalGroup = (name: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, name);
        } catch {
          // already gone
        }
      };
      let killTimer: NodeJS.Timeout | undefined;
      const stop = () => {
        signalGroup("SIGTERM");
        // A build stuck where it does not see SIGTERM is ended all the same.
        killTimer = setTimeout(() => signalGroup("SIGKILL"), stopGraceMs);
        killTimer.unref();
      };
      signal.addEventListener("abort", stop, { once: true });
      child.on("error", (error) => {
        signal.removeEventListener("abort", stop);
        void discard().finally(() => reject(new Error(`The build could not start: ${error.message}`)));
      });
      child.on("close", (code, exitSignal) => {
        signal.removeEventListener("abort", stop);
        clearTimeout(killTimer);
        if (code === 0) {
          // The build's last line says what it did and where its time went.
          const summary = withoutColours(stdout).trim().split("\n").at(-1)?.trim();
          const root = join(dir, "client");
          // A publish's release reads its unchanged files from a full build, which must outlive it.
          const [, base] = readReleaseLayers(root).roots;
          return resolve({ root, discard, ...(summary ? { summary } : {}), ...(base ? { base } : {}) });
        }
        // A failed build's folder goes before the failure is reported: nothing serves from it.
        void discard().finally(() => reject(new Error(reasonFrom(stderr, stdout, code, exitSignal))));
      });
    });
  };
}

/**
 * The publish route's settings from the environment: with SANITY_WEBHOOK_SECRET set, publishes
 * rebuild the project at `projectRoot` in a child process; without it there is no publish route.
 */
export function publishFromEnvironment(
  projectRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): { secret: string; build: ReleaseBuilder; timeLimitMs: number; keepMs: number } | undefined {
  const secret = secretSetting(
    env,
    "SANITY_WEBHOOK_SECRET",
    MIN_WEBHOOK_SECRET_LENGTH,
    "make one with `openssl rand -hex 32` and give the webhook the same (docs/publishing.md).",
  );
  if (!secret) return undefined;
  return {
    secret,
    build: childProcessReleaseBuilder({ projectRoot, env }),
    timeLimitMs: positiveSetting(env, "PUBLISH_BUILD_TIME_LIMIT_SECONDS", BUILD_TIME_LIMIT_MS / 1000) * 1000,
    keepMs: positiveSetting(env, "RELEASE_FILES_KEEP_MINUTES", RELEASE_FILES_KEEP_MS / 60_000) * 60_000,
  };
}
