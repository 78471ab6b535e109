/**
 * One destination's worker: it claims a batch of that destination's due deliveries at a time and
 * sends them together, so one destination that hangs or is down never holds up another.
 */
import { DEFAULT_SEND_TIMEOUT_MS, type EnquiryDestination } from "./enquiry-destination.server";
import { deliver, type DeliveryContext } from "./forwarder-delivery.server";

export interface WorkerContext extends DeliveryContext {
  claimBatch: number;
  leaseMs: number;
  /** True once the forwarder is stopping: no new round, and a claim in hand is given back. */
  isClosing: () => boolean;
}

/** One destination's queue: rounds never overlap, and a round asked for during one runs after it. */
export function destinationWorker(context: WorkerContext, destination: EnquiryDestination) {
  const { store, log, claimBatch, leaseMs, isClosing } = context;
  let running: Promise<void> | undefined;
  let again = false;
  const timeoutMs = destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;

  async function round() {
    while (!isClosing()) {
      // Timed from before the claim is asked for, so this server's count runs ahead of the lease.
      const claimedAt = performance.now();
      const claimed = await store.claim(destination.name, { limit: claimBatch, leaseMs });
      if (claimed.length === 0) return;
      // A claim that took so long its sends could outlast the lease is given back: another server may take it then.
      if (isClosing() || performance.now() - claimedAt + timeoutMs > leaseMs) {
        await Promise.all(claimed.map((unsent) => store.release(unsent)));
        return;
      }
      // The batch goes out together: one slow send does not hold up the nine beside it.
      await Promise.all(claimed.map((delivery) => deliver(context, destination, delivery)));
    }
  }

  function run(): Promise<void> {
    if (isClosing()) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) =>
        log.warn(`The enquiry outbox for ${destination.name} could not be read: ${(error as Error).message}`),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return { run, inFlight: () => running };
}
