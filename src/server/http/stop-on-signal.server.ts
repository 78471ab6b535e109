/**
 * How `npm start` stops on SIGTERM (a process manager, a deploy) or SIGINT (Ctrl+C): gracefully, and
 * within 10 s in every case. That is the shortest wait of the usual process managers before they
 * kill: Docker's default stop time-out is 10 s, Kubernetes' grace period 30 s and systemd's 90 s.
 */

/** The last resort: whatever is still running by then, the process exits. */
const SHUTDOWN_LIMIT_MS = 9_000;

export function stopOnSignals(
  site: { close(): Promise<void> },
  {
    limitMs = SHUTDOWN_LIMIT_MS,
    log = console,
    exit = (code: number) => process.exit(code),
  }: { limitMs?: number; log?: Pick<Console, "log" | "error">; exit?: (code: number) => void } = {},
) {
  const stop = (signal: NodeJS.Signals) => {
    log.log(`${signal}: stopping (enquiries not yet forwarded stay in the outbox; ${signal} again to stop at once).`);
    // Unref'd: a clean close that empties the event loop is not kept waiting for it.
    setTimeout(() => {
      log.error(`Still stopping after ${limitMs / 1000} s: exiting now. Enquiries not yet forwarded are sent after the restart.`);
      exit(1);
    }, limitMs).unref();
    site.close().then(
      () => exit(0),
      (error: unknown) => {
        log.error(`Could not stop cleanly: ${(error as Error).message}`);
        exit(1);
      },
    );
  };
  // Once each: a second signal gets Node's default, which ends the process at once.
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
