/**
 * The outbox's forwarder, and the public face of the outbox for the server, the scripts and the
 * tests: destinations, retry timing and the forwarder itself.
 */
import { warnAboutUnconfigured } from "./configured-destinations.server";
import type { EnquiryDestination } from "./enquiry-destination.server";
import type { EnquiryStore } from "./store/enquiry-store.server";
import { claimSettings, type ForwarderOptions } from "./forwarder-lease.server";
import { destinationWorker } from "./forwarder-worker.server";

export { configuredDestinations } from "./configured-destinations.server";
export type { EnquiryDestination } from "./enquiry-destination.server";
export { formServiceDestination } from "./form-service-destination.server";
export { retryDelayMs } from "./forwarder-delivery.server";
export type { ForwarderOptions } from "./forwarder-lease.server";
export { leadsDestination } from "./leads-destination.server";

/** A new enquiry is forwarded this soon after it is stored (those stored meanwhile go with it). */
const NUDGE_DELAY_MS = 20;

export interface Forwarder {
  /** Sends every delivery that is due now, each destination on its own; resolves when all are done. */
  runOnce(): Promise<void>;
  /** Starts a round at once and then every `intervalMs`, until `stop`. */
  start(intervalMs?: number): void;
  /** Asks for a round soon (after a new enquiry), without waiting for the interval. */
  nudge(): void;
  /**
   * Starts no more sends, gives those in flight `graceMs` to finish, then aborts them. An aborted
   * delivery, and any claimed but not yet sent, is given back pending as it was, so it is sent first
   * thing after a restart or by another server (with the same idempotency key, in case the
   * destination had taken it just before).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * The outbox: deliveries are rows in the store, so an enquiry is forwarded from what is committed,
 * a failed attempt is retried with back-off, and a restart carries on where the last run stopped.
 * Each destination has its own worker, so one that hangs or is down never holds up another; within
 * a destination, enquiries go oldest first, a claimed batch at a time (sent together). Any number of servers may share the
 * store: each worker claims a batch with a lease, so two never send the same delivery at once, and
 * the deliveries of a server that dies are taken over once its lease lapses.
 */
export function createForwarder(
  store: EnquiryStore,
  destinations: readonly EnquiryDestination[],
  options: ForwarderOptions = {},
): Forwarder {
  const settings = claimSettings(destinations, options);
  const { log } = settings;
  let closing = false;
  const abandon = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let nudged: NodeJS.Timeout | undefined;
  const context = { ...settings, store, abandon: abandon.signal, isClosing: () => closing };
  const workers = destinations.map((destination) => destinationWorker(context, destination));
  const runOnce = async () => {
    await Promise.all(workers.map((each) => each.run()));
  };

  return {
    runOnce,
    start(intervalMs = 5_000) {
      void warnAboutUnconfigured(store, destinations, log);
      if (destinations.length === 0) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    nudge() {
      // Enquiries arriving together are claimed together: one round a moment later, not one each.
      if (nudged || closing) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        void runOnce();
      }, NUDGE_DELAY_MS);
    },
    async stop({ graceMs = 0 } = {}) {
      closing = true;
      if (timer) clearInterval(timer);
      clearTimeout(nudged);
      const inFlight = Promise.all(workers.map((each) => each.inFlight() ?? Promise.resolve()));
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([inFlight, new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
      clearTimeout(graceTimer);
      abandon.abort(new Error("The server is stopping."));
      await inFlight;
    },
  };
}
