import { resolve } from "node:path";
import { createRebuildQueue, type RebuildOutcome } from "./rebuild-queue.server";
import { loadSiteRelease, RELEASE_FILES_KEEP_MS, type LiveRelease, type SiteRelease } from "../release/site-release.server";

/** A finished build in a folder of its own, not yet served. */
export interface BuiltRelease {
  /** Its client folder. */
  root: string;
  /** Deletes its folder (once no request can still be reading from it). */
  discard(): Promise<void>;
  /** The build's own account of what it did (logged with `publish is live`). */
  summary?: string;
  /** The client folder of the full build this release reads its unchanged files from (decision 0053). */
  base?: string;
}

/**
 * Builds the site from the content as it is now; rejects, with the reason, when the build fails.
 * When `signal` aborts (the server stops, or the build ran out of time) it stops the build. `live`
 * is the client folder of the release being served: a build of the same code renders again only
 * what the content changed since it (scripts/build/incremental.ts).
 */
export type ReleaseBuilder = (signal: AbortSignal, live?: string) => Promise<BuiltRelease>;

/** The log lines a publish writes (the server's pino logger, or a child of it). */
export interface PublishLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What the health check's details say about publishing. */
export interface PublishStatus {
  /** A build is running now. */
  building: boolean;
  /** The last build that finished or failed, if any since the server started. */
  last?: { ok: boolean; at: string; ms: number; reason?: string };
}

export interface SitePublisher {
  /** A publish arrived: build now, or once more after the build that is running. */
  request(): void;
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>;
  /** Stops a running build and forgets the waiting one; removes nothing that is being served. */
  stop(): Promise<void>;
  status(): PublishStatus;
}

/**
 * Once a retired release's files are no longer served, how long its folder is kept: a request
 * that pinned it just before may still be sending a file from it.
 */
const RELEASE_GRACE_MS = 60_000;

/**
 * How long a build may run before it is stopped. A full build of the real site takes seconds and
 * one with 5,000 extra articles about a minute on two shared cores (docs/performance.md); a build
 * still running after five minutes is waiting on something that will not answer, and the next
 * publish should get a fresh one (PUBLISH_BUILD_TIME_LIMIT_SECONDS changes it).
 */
export const BUILD_TIME_LIMIT_MS = 5 * 60_000;

class BuildTimeLimitError extends Error {
  constructor(limitMs: number) {
    super(
      `The build took longer than ${limitMs >= 10_000 ? Math.round(limitMs / 1000) : limitMs / 1000} s (PUBLISH_BUILD_TIME_LIMIT_SECONDS) and was stopped: ` +
        "the content source may not be answering. The next publish starts a fresh build.",
    );
  }
}

/**
 * Releases built here and not yet deleted: the live one and those retired whose folders still wait.
 * A retired release's folder is deleted `waitMs` after it stops being served; one that is the full
 * build below a kept release waits until nothing reads from it.
 */
function keptReleaseFolders(waitMs: number, log: PublishLog) {
  const kept = new Set<BuiltRelease>();
  const timers = new Set<NodeJS.Timeout>();

  /** Whether `release` serves files from `old`'s folder (its base); both named as absolute paths. */
  const readsFrom = (release: BuiltRelease, old: BuiltRelease) =>
    release.base !== undefined && resolve(release.base) === resolve(old.root);

  const retire = (old: BuiltRelease) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if ([...kept].some((release) => release !== old && readsFrom(release, old))) return retire(old);
      kept.delete(old);
      old.discard().catch((error: unknown) => log.error({ err: error, root: old.root }, "could not remove an old release"));
    }, waitMs);
    timer.unref();
    timers.add(timer);
  };

  return {
    keep: (release: BuiltRelease) => void kept.add(release),
    retire,
    /** Forgets the waiting deletions: the server is stopping, and the folders outlive it. */
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** The build, stopped when the server stops or when it runs past the time limit, whichever comes first. */
async function buildWithinLimit(
  build: ReleaseBuilder,
  liveRoot: string,
  stopping: AbortSignal,
  timeLimitMs: number,
): Promise<BuiltRelease> {
  const attempt = new AbortController();
  const stop = () => attempt.abort(stopping.reason);
  stopping.addEventListener("abort", stop, { once: true });
  const limit = setTimeout(() => attempt.abort(new BuildTimeLimitError(timeLimitMs)), timeLimitMs);
  const running = build(attempt.signal, liveRoot);
  try {
    // A builder that does not stop when told to must not hold up the next publish.
    return await Promise.race([
      running,
      new Promise<never>((_, reject) => {
        if (attempt.signal.aborted) reject(attempt.signal.reason);
        attempt.signal.addEventListener("abort", () => reject(attempt.signal.reason), { once: true });
      }),
    ]);
  } catch (error) {
    // Whatever it finishes with later is served by nobody.
    running.then((late) => late.discard()).catch(() => {});
    throw error;
  } finally {
    clearTimeout(limit);
    stopping.removeEventListener("abort", stop);
  }
}

/**
 * Turns publishes into live releases: one build at a time (publishes during a build give exactly
 * one more), each into its own folder and within a time limit; a complete build that loads is
 * swapped in with one assignment, and a failed or stalled one is logged with its reason while the
 * old site keeps serving. A retired release's folder stays while its hashed files are served
 * (`keepMs`) and a grace period after.
 */
export function createSitePublisher({
  live,
  build,
  log,
  keepMs = RELEASE_FILES_KEEP_MS,
  graceMs = RELEASE_GRACE_MS,
  timeLimitMs = BUILD_TIME_LIMIT_MS,
  load = (root) => loadSiteRelease(root),
  now = Date.now,
}: {
  live: LiveRelease;
  build: ReleaseBuilder;
  log: PublishLog;
  /** How long a retired release's hashed files stay served (the live release must be given the same). */
  keepMs?: number;
  graceMs?: number;
  timeLimitMs?: number;
  /** Reads a finished build into a release (its settings, redirects, pages). */
  load?: (root: string) => SiteRelease;
  now?: () => number;
}): SitePublisher {
  const stopping = new AbortController();
  /** The live release when it was built here; the first build (build/) is never ours to delete. */
  let serving: BuiltRelease | undefined;
  let building = false;
  let last: PublishStatus["last"];
  /** What the last build that went live said of itself. */
  let summary: string | undefined;

  const folders = keptReleaseFolders(keepMs + graceMs, log);

  const buildAndSwap = async () => {
    building = true;
    try {
      const built = await buildWithinLimit(build, live.current.root, stopping.signal, timeLimitMs);
      let release: SiteRelease;
      try {
        release = load(built.root);
      } catch (error) {
        await built.discard();
        throw error;
      }
      live.swap(release);
      summary = built.summary;
      if (serving) folders.retire(serving);
      serving = built;
      folders.keep(built);
    } finally {
      building = false;
    }
  };

  const report = (outcome: RebuildOutcome) => {
    const ms = Math.round(outcome.ms);
    last = { ok: outcome.ok, at: new Date(now()).toISOString(), ms, ...(outcome.reason ? { reason: outcome.reason } : {}) };
    if (outcome.ok) log.info({ ms, root: live.current.root, ...(summary ? { build: summary } : {}) }, "publish is live");
    else log.error({ ms, reason: outcome.reason }, "publish failed: the site keeps serving the previous build");
  };
  const queue = createRebuildQueue(buildAndSwap, report);

  return {
    request() {
      if (!stopping.signal.aborted) queue.request();
    },
    idle: () => queue.idle(),
    async stop() {
      stopping.abort(new Error("The server is stopping."));
      folders.stop();
      await queue.idle();
    },
    status: () => ({ building, ...(last ? { last } : {}) }),
  };
}
