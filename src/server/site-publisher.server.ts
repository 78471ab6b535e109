import { createRebuildQueue, type RebuildOutcome } from "./rebuild-queue.server";
import { loadSiteRelease, type LiveRelease, type SiteRelease } from "./site-release.server";

/** A finished build in a folder of its own, not yet served. */
export interface BuiltRelease {
  /** Its client folder. */
  root: string;
  /** Deletes its folder (once no request can still be reading from it). */
  discard(): Promise<void>;
}

/** Builds the site from the content as it is now; rejects, with the reason, when the build fails. */
export type ReleaseBuilder = (signal: AbortSignal) => Promise<BuiltRelease>;

/** The log lines a publish writes (the server's pino logger, or a child of it). */
export interface PublishLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface SitePublisher {
  /** A publish arrived: build now, or once more after the build that is running. */
  request(): void;
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>;
  /** Stops a running build and forgets the waiting one; removes nothing that is being served. */
  stop(): Promise<void>;
}

/**
 * After a swap, how long the release before the previous one is kept: a request that pinned it just
 * before the previous swap may still be sending a file from it. The previous release is always kept.
 */
export const RELEASE_GRACE_MS = 60_000;

/**
 * Turns publishes into live releases: one build at a time (publishes during a build give exactly
 * one more), each into its own folder; a complete build that loads is swapped in with one
 * assignment, and a failed one is logged with its reason while the old site keeps serving.
 */
export function createSitePublisher({
  live,
  build,
  log,
  graceMs = RELEASE_GRACE_MS,
  load = (root) => loadSiteRelease(root),
}: {
  live: LiveRelease;
  build: ReleaseBuilder;
  log: PublishLog;
  graceMs?: number;
  /** Reads a finished build into a release (its settings, redirects, pages). */
  load?: (root: string) => SiteRelease;
}): SitePublisher {
  const stopping = new AbortController();
  /** Releases built here that are live or the one before, newest first; the first build (build/) is never ours to delete. */
  let kept: BuiltRelease[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const buildAndSwap = async () => {
    const built = await build(stopping.signal);
    let release: SiteRelease;
    try {
      release = load(built.root);
    } catch (error) {
      await built.discard();
      throw error;
    }
    live.swap(release);
    kept = [built, ...kept];
    for (const old of kept.splice(2)) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        old.discard().catch((error: unknown) => log.error({ err: error, root: old.root }, "could not remove an old release"));
      }, graceMs);
      timer.unref();
      timers.add(timer);
    }
  };

  const report = (outcome: RebuildOutcome) => {
    const ms = Math.round(outcome.ms);
    if (outcome.ok) log.info({ ms, root: live.current.root }, "publish is live");
    else log.error({ ms, reason: outcome.reason }, "publish failed: the site keeps serving the previous build");
  };
  const queue = createRebuildQueue(buildAndSwap, report);

  return {
    request() {
      if (!stopping.signal.aborted) queue.request();
    },
    idle: () => queue.idle(),
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await queue.idle();
    },
  };
}
