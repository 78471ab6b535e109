/**
 * What every enquiry store does, whichever database holds it: the embedded libSQL file of a single
 * server, or PostgreSQL shared by many. One contract test suite (enquiry-store-contract.test.ts)
 * runs against both.
 */
import type { Enquiry, SpamVerdict } from "../../../lib/enquiries/enquiry-rules";
import { maskCredentialsIn } from "../../../lib/format/mask-secret";

export interface StoredEnquiry extends Enquiry {
  id: string;
  /** The key the browser sent with this submission (or the server made up): a resend with it is this enquiry again. */
  submissionKey: string | null;
  receivedAt: string;
  page: string | null;
  /** Why it looks automated, or null for a person's enquiry. */
  spamReason: string | null;
  /** Kept back from every destination (the hidden field was filled in); a suspected one is forwarded. */
  withheld: boolean;
  deliveries: Delivery[];
}

export type DeliveryStatus = "pending" | "delivered";

export interface Delivery {
  destination: string;
  status: DeliveryStatus;
  attempts: number;
  /** When it is next due, or (while a worker holds it) when that worker's lease lapses. */
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

/** A delivery one worker has claimed: only the holder of `lease` may mark it delivered or failed. */
export interface ClaimedDelivery {
  enquiry: StoredEnquiry;
  destination: string;
  /** Failed attempts so far. */
  attempts: number;
  lease: string;
}

export interface NewEnquiry {
  enquiry: Enquiry;
  page?: string;
  /** A withheld verdict stores the enquiry with no deliveries; a suspected one is queued like any other. */
  spam?: SpamVerdict;
  destinations: readonly string[];
  /** Unique in the store: a second add with the same key stores nothing and returns the first enquiry. */
  submissionKey?: string;
}

export interface OutboxState {
  /** Deliveries not yet made, leased or not. */
  pending: number;
  /** Seconds since the oldest enquiry with a delivery pending was received, or null when none is. */
  oldestPendingSeconds: number | null;
}

export interface EnquiryStore {
  /**
   * Stores the enquiry and one pending delivery per destination in one transaction; resolves once
   * it is committed. `repeated` is true when the submission key was stored before: nothing new was
   * stored and the first enquiry is returned.
   */
  add(input: NewEnquiry): Promise<StoredEnquiry & { repeated: boolean }>;
  /** Newest first: every enquiry but the withheld ones, or with `spamOnly` every one flagged (suspected or withheld). */
  list(options?: { spamOnly?: boolean }): Promise<StoredEnquiry[]>;
  /**
   * Leases up to `limit` of one destination's due deliveries, oldest first, for `leaseMs` by the
   * database's clock; none that another worker holds. A lease that lapses makes its deliveries due
   * again, so a worker that died is taken over.
   */
  claim(destination: string, options: { limit: number; leaseMs: number }): Promise<ClaimedDelivery[]>;
  /** Marks it delivered if this lease still holds it; false when the lease had lapsed and another worker took it. */
  markDelivered(delivery: ClaimedDelivery): Promise<boolean>;
  /** Records a failed attempt and makes it due again `retryInMs` from now (database clock), if this lease still holds it. */
  markFailed(delivery: ClaimedDelivery, error: string, retryInMs: number): Promise<boolean>;
  /** Gives a claimed delivery back unattempted (the server is stopping): due at once, attempts unchanged. */
  release(delivery: ClaimedDelivery): Promise<void>;
  /** The destinations that have deliveries waiting, due or not. */
  destinationsWaiting(): Promise<string[]>;
  /** How much waits to be delivered (for the health check); fails when the store cannot be reached. */
  outbox(): Promise<OutboxState>;
  /**
   * Counts one hit against `key` in a fixed window of `windowMs` that starts at the first hit (the
   * database's clock), shared by every server on this store; the count so far and what is left of
   * the window. Only a store many servers share (PostgreSQL) has it: on the single-server libSQL
   * file the rate limit counts in the server's memory instead (decision 0029).
   */
  countHit?(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  close(): Promise<void>;
}

/** The store cannot be read as asked (missing, not an enquiries database, or not migrated yet); the message says what to do. */
export class EnquiryStoreUnavailable extends Error {
  override name = "EnquiryStoreUnavailable";
}

/** The client's error text, which may quote the address, with its credentials masked. */
export const maskedError = (error: unknown) => maskCredentialsIn(error instanceof Error ? error.message : String(error));

/** The text of the message an older version of the site left behind, for both stores. */
export const olderVersionMessage = (shown: string) =>
  `The enquiries database at ${shown} was last opened by an older version of the site. Start the site once (npm start) to bring it up to date, then list again.`;

/** The message for an address that holds some other database, for both stores. */
export const notAnEnquiriesDatabase = (shown: string) =>
  `${shown} is not an enquiries database (it has no schema_migrations table).`;

/** Outbox and rate-limit rows carry at most this much of an error's text. */
export const ERROR_TEXT_LIMIT = 500;
