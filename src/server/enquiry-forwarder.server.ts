import { createLead } from "../api/endpoints";
import { createApiClient } from "../api/http-client";
import type { EnquiryStore, StoredEnquiry } from "./enquiry-store.server";

/** One place a stored enquiry is sent to; `send` throws when the destination did not take it. */
export interface EnquiryDestination {
  name: string;
  send(enquiry: StoredEnquiry): Promise<void>;
}

/** Waits 5 s, 10 s, 20 s … doubling up to an hour between attempts: a service that is down for a while is not hammered. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}

/** The first line of a suspected enquiry's lead note, so whoever reads it knows before replying. */
const suspicionLine = (enquiry: StoredEnquiry) =>
  enquiry.spamReason
    ? `Suspected spam (${enquiry.spamReason}): forwarded in case a person sent it; please check before replying.\n\n`
    : "";

/** The agency back end's `POST /leads/`, with the enquiry id as idempotency key so a retry never makes a second lead. */
export function leadsDestination({
  baseUrl,
  token,
  fetch,
}: {
  baseUrl: string;
  token?: string;
  fetch?: typeof globalThis.fetch;
}) {
  const api = createApiClient({ baseUrl, getToken: () => token, onUnauthorized: () => {}, timeoutMs: 15_000, fetch });
  return {
    name: "agency-leads",
    async send(enquiry: StoredEnquiry) {
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
export function formServiceDestination({ url, fetch = globalThis.fetch }: { url: string; fetch?: typeof globalThis.fetch }) {
  return {
    name: "form-service",
    async send(enquiry: StoredEnquiry) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": enquiry.id },
        body: JSON.stringify({
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          message: enquiry.message,
          ...(enquiry.spamReason ? { suspected_spam: enquiry.spamReason } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`The form service answered ${response.status} ${response.statusText}`.trim());
    },
  } satisfies EnquiryDestination;
}

/** The destinations configured in the environment (none by default: enquiries are then only stored). */
export function configuredDestinations(env: NodeJS.ProcessEnv = process.env): EnquiryDestination[] {
  const destinations: EnquiryDestination[] = [];
  const leadsUrl = env.LEADS_API_URL || env.VITE_API_URL;
  if (leadsUrl) destinations.push(leadsDestination({ baseUrl: leadsUrl, token: env.LEADS_API_TOKEN }));
  if (env.ENQUIRY_FORWARD_URL) destinations.push(formServiceDestination({ url: env.ENQUIRY_FORWARD_URL }));
  return destinations;
}

export interface Forwarder {
  /** Sends every delivery that is due now; resolves when this round is finished. */
  runOnce(): Promise<void>;
  /** Starts a round at once and then every `intervalMs`, until `stop`. */
  start(intervalMs?: number): void;
  /** Asks for a round soon (after a new enquiry), without waiting for the interval. */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * The outbox: deliveries are rows in the store, so an enquiry is forwarded from what is on disk,
 * a failed attempt is retried with back-off, and a restart carries on where the last run stopped.
 */
export function createForwarder(
  store: EnquiryStore,
  destinations: readonly EnquiryDestination[],
  { now = () => new Date(), log = console }: { now?: () => Date; log?: Pick<Console, "warn"> } = {},
): Forwarder {
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function round() {
    for (;;) {
      const due = await store.due(now(), 50);
      if (due.length === 0) return;
      for (const { enquiry, destination, attempts } of due) {
        const target = byName.get(destination);
        try {
          if (!target) throw new Error(`No destination called "${destination}" is configured now.`);
          await target.send(enquiry);
          await store.markDelivered(enquiry.id, destination, now());
        } catch (error) {
          const next = new Date(now().getTime() + retryDelayMs(attempts + 1));
          log.warn(`Enquiry ${enquiry.id} was not delivered to ${destination}: ${(error as Error).message}`);
          await store.markFailed(enquiry.id, destination, (error as Error).message, next);
        }
      }
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => log.warn(`The enquiry outbox could not be read: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    runOnce,
    start(intervalMs = 5_000) {
      if (destinations.length === 0) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    nudge() {
      if (destinations.length > 0) void runOnce();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
