import { createLead } from "../api/endpoints";
import { createApiClient } from "../api/http-client";
import { emailSettingsFromEnvironment } from "./email-settings.server";
import { emailDestination } from "./enquiry-email.server";
import type { ClaimedDelivery, EnquiryStore, StoredEnquiry } from "./enquiry-store.server";
import { suspicionNote } from "./enquiry-suspicion.server";

/** How long one send may take before it is abandoned and retried later. */
export const DEFAULT_SEND_TIMEOUT_MS = 15_000;

/**
 * Deliveries one worker claims, and sends together, at a time: at most this many are sent twice if
 * a server dies mid-batch, and at most this many requests are open to one destination per server.
 */
export const DEFAULT_CLAIM_BATCH = 10;

/**
 * How long a claim holds its deliveries: well beyond one send's time-out (the batch's sends run
 * together), so a live server never loses a claim mid-send; a server that dies holding a claim
 * delays those deliveries by at most this much.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** A new enquiry is forwarded this soon after it is stored (those stored meanwhile go with it). */
const NUDGE_DELAY_MS = 20;

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

/** Waits 5 s, 10 s, 20 s … doubling up to an hour between attempts: a service that is down for a while is not hammered. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}

/** The first line of a suspected enquiry's lead note, so whoever reads it knows before replying. */
const suspicionLine = (enquiry: StoredEnquiry) => (enquiry.spamReason ? `${suspicionNote(enquiry.spamReason)}\n\n` : "");

/** What every destination may be given besides its address: the fetch to send with, and how long a send may take. */
interface SendOptions {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The agency back end's `POST /leads/`, with the enquiry id as idempotency key so a retry never makes a second lead. */
export function leadsDestination({ baseUrl, token, fetch, timeoutMs }: { baseUrl: string; token?: string } & SendOptions) {
  return {
    name: "agency-leads",
    summary: `the agency back end at ${hostOf(baseUrl)}`,
    timeoutMs,
    async send(enquiry: StoredEnquiry, signal: AbortSignal) {
      // The API client has no per-call signal, so each send gets a client whose fetch carries this one.
      const api = createApiClient({
        baseUrl,
        getToken: () => token,
        onUnauthorized: () => {},
        timeoutMs: timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS,
        fetch: (input, init) =>
          (fetch ?? globalThis.fetch)(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }),
      });
      const [firstName, ...rest] = enquiry.name.split(/\s+/);
      await createLead(
        api,
        {
          first_name: firstName ?? enquiry.name,
          last_name: rest.join(" "),
          email: enquiry.email,
          phone_number: enquiry.phone || null,
          status: "new",
          notes: [
            {
              created_at: enquiry.receivedAt,
              content: `${suspicionLine(enquiry)}${enquiry.message}${enquiry.page ? `\n\n(Sent from ${enquiry.page})` : ""}`,
            },
          ],
        },
        enquiry.id,
      );
    },
  } satisfies EnquiryDestination;
}

/** A form-collection service that takes the enquiry as JSON (Formspree-style). */
export function formServiceDestination({ url, fetch, timeoutMs }: { url: string } & SendOptions) {
  return {
    name: "form-service",
    summary: `the form service at ${hostOf(url)}`,
    timeoutMs,
    async send(enquiry: StoredEnquiry, signal: AbortSignal) {
      const response = await (fetch ?? globalThis.fetch)(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": enquiry.id },
        body: JSON.stringify({
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          message: enquiry.message,
          ...(enquiry.spamReason ? { suspected_spam: enquiry.spamReason } : {}),
        }),
        signal,
      });
      if (!response.ok) throw new Error(`The form service answered ${response.status} ${response.statusText}`.trim());
    },
  } satisfies EnquiryDestination;
}

/** Only the host of an address, for start-up lines: a path or query may hold a form's secret id. */
const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return "an address that is not a URL";
  }
};

/**
 * The destinations configured in the environment (none by default: enquiries are then only
 * stored). Throws, naming the settings, when the email settings are incomplete or malformed.
 */
export function configuredDestinations(env: NodeJS.ProcessEnv = process.env): EnquiryDestination[] {
  const destinations: EnquiryDestination[] = [];
  const leadsUrl = env.LEADS_API_URL || env.VITE_API_URL;
  if (leadsUrl) destinations.push(leadsDestination({ baseUrl: leadsUrl, token: env.LEADS_API_TOKEN }));
  if (env.ENQUIRY_FORWARD_URL) destinations.push(formServiceDestination({ url: env.ENQUIRY_FORWARD_URL }));
  const email = emailSettingsFromEnvironment(env);
  if (email) destinations.push(emailDestination(email));
  return destinations;
}

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

export interface ForwarderOptions {
  log?: Pick<Console, "warn">;
  /** Milliseconds to wait after the given number of failed attempts (default `retryDelayMs`). */
  retryDelay?: (failedAttempts: number) => number;
  /** Deliveries claimed at a time (default 10). */
  claimBatch?: number;
  /** How long a claim holds them (default 1 minute); longer than any destination's send time-out. */
  leaseMs?: number;
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
  {
    log = console,
    retryDelay = retryDelayMs,
    claimBatch = DEFAULT_CLAIM_BATCH,
    leaseMs = DEFAULT_LEASE_MS,
  }: ForwarderOptions = {},
): Forwarder {
  for (const destination of destinations)
    if ((destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS) >= leaseMs)
      throw new Error(
        `The outbox lease (${leaseMs} ms) must be longer than a send to ${destination.name} may take (${destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS} ms).`,
      );
  let closing = false;
  const abandon = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let nudged: NodeJS.Timeout | undefined;

  async function deliver(destination: EnquiryDestination, delivery: ClaimedDelivery) {
    const { enquiry, attempts } = delivery;
    const timeoutMs = destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([timeout, abandon.signal]);
    try {
      await settledOrAborted(destination.send(enquiry, signal), signal);
    } catch (error) {
      if (abandon.signal.aborted) {
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

  /** One destination's queue: rounds never overlap, and a round asked for during one runs after it. */
  function worker(destination: EnquiryDestination) {
    let running: Promise<void> | undefined;
    let again = false;
    const timeoutMs = destination.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;

    async function round() {
      while (!closing) {
        // Timed from before the claim is asked for, so this server's count runs ahead of the lease.
        const claimedAt = performance.now();
        const claimed = await store.claim(destination.name, { limit: claimBatch, leaseMs });
        if (claimed.length === 0) return;
        // A claim that took so long its sends could outlast the lease is given back: another server may take it then.
        if (closing || performance.now() - claimedAt + timeoutMs > leaseMs) {
          await Promise.all(claimed.map((unsent) => store.release(unsent)));
          return;
        }
        // The batch goes out together: one slow send does not hold up the nine beside it.
        await Promise.all(claimed.map((delivery) => deliver(destination, delivery)));
      }
    }

    function run(): Promise<void> {
      if (closing) return running ?? Promise.resolve();
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

  const workers = destinations.map(worker);
  const runOnce = async () => {
    await Promise.all(workers.map((each) => each.run()));
  };

  /** Deliveries for a destination that is no longer configured wait, untouched, until it is again. */
  async function warnAboutUnconfigured() {
    const configured = new Set(destinations.map((destination) => destination.name));
    try {
      for (const name of await store.destinationsWaiting())
        if (!configured.has(name))
          log.warn(`Enquiries wait to be delivered to "${name}", which is not configured now; they are sent once it is again.`);
    } catch (error) {
      log.warn(`The enquiry outbox could not be read: ${(error as Error).message}`);
    }
  }

  return {
    runOnce,
    start(intervalMs = 5_000) {
      void warnAboutUnconfigured();
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
