/** The agency back end as a destination of the outbox: each enquiry becomes a lead. */
import { createLead } from "../../api/endpoints";
import { createApiClient } from "../../api/http-client";
import { DEFAULT_SEND_TIMEOUT_MS, hostOf, type EnquiryDestination, type SendOptions } from "./enquiry-destination.server";
import type { StoredEnquiry } from "./store/enquiry-store.server";
import { suspicionNote } from "./enquiry-suspicion.server";

/** The first line of a suspected enquiry's lead note, so whoever reads it knows before replying. */
const suspicionLine = (enquiry: StoredEnquiry) => (enquiry.spamReason ? `${suspicionNote(enquiry.spamReason)}\n\n` : "");

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
