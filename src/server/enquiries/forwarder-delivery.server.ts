/** One delivery's attempt: sent within its time-out, then marked delivered, failed (retried with back-off) or given back. */
import { DEFAULT_SEND_TIMEOUT_MS, type EnquiryDestination } from "./enquiry-destination.server";
import type { ClaimedDelivery, EnquiryStore } from "./store/enquiry-store.server";

/** Waits 5 s, 10 s, 20 s … doubling up to an hour between attempts: a service that is down for a while is not hammered. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}

export interface DeliveryContext {
  store: EnquiryStore;
  log: Pick<Console, "warn">;
  retryDelay: (failedAttempts: number) => number;
  /** Aborted when the server stops: a send cut short then is given back, not counted as failed. */
  abandon: AbortSignal;
}

export async function deliver(
  { store, log, retryDelay, abandon }: DeliveryContext,
  destination: EnquiryDestination,
  delivery: ClaimedDelivery,
) {
  const { enquiry, attempts } = delivery;
  const timeoutMs = destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([timeout, abandon]);
  try {
    await settledOrAborted(destination.send(enquiry, signal), signal);
  } catch (error) {
    if (abandon.aborted) {
      log.warn(
        `Enquiry ${enquiry.id} was not delivered to ${destination.name} before the server stopped; it is sent after the restart.`,
      );
      await store.release(delivery);
      return;
    }
    const reason = timeout.aborted ? `No answer within ${timeoutMs / 1000} s` : (error as Error).message;
    log.warn(`Enquiry ${enquiry.id} was not delivered to ${destination.name}: ${reason}`);
    await store.markFailed(delivery, reason, retryDelay(attempts + 1));
    return;
  }
  if (!(await store.markDelivered(delivery)))
    log.warn(
      `Enquiry ${enquiry.id} reached ${destination.name} after this server's claim on it had lapsed; another server may send it again, with the same idempotency key.`,
    );
}

/**
 * The send's outcome, or a rejection as soon as `signal` aborts: a destination that ignores the
 * signal still cannot hold its worker (or a shutdown) beyond the time-out.
 */
function settledOrAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
