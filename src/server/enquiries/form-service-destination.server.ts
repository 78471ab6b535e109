import { hostOf, type EnquiryDestination, type SendOptions } from "./enquiry-destination.server";
import type { StoredEnquiry } from "./store/enquiry-store.server";

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
