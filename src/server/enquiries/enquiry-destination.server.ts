/** What a destination of the outbox is, and what every kind of destination shares. */
import type { StoredEnquiry } from "./store/enquiry-store.server";

/** How long one send may take before it is abandoned and retried later. */
export const DEFAULT_SEND_TIMEOUT_MS = 15_000;

/**
 * One place a stored enquiry is sent to. A send must carry the enquiry's id as its idempotency key
 * (`Idempotency-Key`): a server that dies after sending but before recording it leaves the delivery
 * to be sent again, and the key lets the destination see it is the same enquiry.
 */
export interface EnquiryDestination {
  /** The outbox's name for it: deliveries are kept under this name. */
  name: string;
  /** Where it sends, as the start-up lines say it ("the form service at forms.example"); never a secret. */
  summary?: string;
  /** How long one send may take (default 15 s); after that it is aborted and retried with back-off. */
  timeoutMs?: number;
  /** Resolves once the destination took the enquiry, rejects when it did not; gives up when `signal` aborts. */
  send(enquiry: StoredEnquiry, signal: AbortSignal): Promise<void>;
}

/** What every destination may be given besides its address: the fetch to send with, and how long a send may take. */
export interface SendOptions {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Only the host of an address, for start-up lines: a path or query may hold a form's secret id. */
export const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return "an address that is not a URL";
  }
};
