/** What the queue reports: each build's outcome, for the log. */
export interface RebuildOutcome {
  ok: boolean;
  /** Why a build failed (its message), when it did. */
  reason?: string;
  ms: number;
}

export interface RebuildQueue {
  /**
   * Asks for a build of the content as it is now. Starts one at once when none is running; during
   * a build, marks that one more is needed. However many publishes arrive during a build, one
   * more build follows it: it reads the content after all of them.
   */
  request(): void;
  /** Resolves when no build is running or waiting (for tests and a graceful stop). */
  idle(): Promise<void>;
}

/**
 * Runs `build` one at a time and coalesces the requests that arrive while it runs. A failed build
 * is reported and does not stop later ones: the next publish tries again.
 */
export function createRebuildQueue(
  build: () => Promise<void>,
  report: (outcome: RebuildOutcome) => void = () => {},
  now: () => number = () => performance.now(),
): RebuildQueue {
  let running: Promise<void> | undefined;
  let again = false;

  const run = async (): Promise<void> => {
    do {
      again = false;
      const started = now();
      try {
        await build();
        report({ ok: true, ms: now() - started });
      } catch (error) {
        report({ ok: false, reason: error instanceof Error ? error.message : String(error), ms: now() - started });
      }
    } while (again);
    running = undefined;
  };

  return {
    request() {
      if (running) again = true;
      else running = run();
    },
    async idle() {
      while (running) await running;
    },
  };
}
