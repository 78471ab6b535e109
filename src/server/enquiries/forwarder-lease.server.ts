/** How the outbox's workers claim: how many deliveries at a time, and for how long. */
import { DEFAULT_SEND_TIMEOUT_MS, type EnquiryDestination } from "./enquiry-destination.server";
import { retryDelayMs } from "./forwarder-delivery.server";

/**
 * Deliveries one worker claims, and sends together, at a time: at most this many are sent twice if
 * a server dies mid-batch, and at most this many requests are open to one destination per server.
 */
const DEFAULT_CLAIM_BATCH = 10;

/**
 * How long a claim holds its deliveries: well beyond one send's time-out (the batch's sends run
 * together), so a live server never loses a claim mid-send; a server that dies holding a claim
 * delays those deliveries by at most this much.
 */
const DEFAULT_LEASE_MS = 60_000;

export interface ForwarderOptions {
  log?: Pick<Console, "warn">;
  /** Milliseconds to wait after the given number of failed attempts (default `retryDelayMs`). */
  retryDelay?: (failedAttempts: number) => number;
  /** Deliveries claimed at a time (default 10). */
  claimBatch?: number;
  /** How long a claim holds them (default 1 minute); longer than any destination's send time-out. */
  leaseMs?: number;
}

/** The options with their defaults, refused when a send to some destination could outlast its claim. */
export function claimSettings(destinations: readonly EnquiryDestination[], options: ForwarderOptions) {
  const { log = console, retryDelay = retryDelayMs, claimBatch = DEFAULT_CLAIM_BATCH, leaseMs = DEFAULT_LEASE_MS } = options;
  for (const destination of destinations)
    if ((destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS) >= leaseMs)
      throw new Error(
        `The outbox lease (${leaseMs} ms) must be longer than a send to ${destination.name} may take (${destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS} ms).`,
      );
  return { log, retryDelay, claimBatch, leaseMs };
}
