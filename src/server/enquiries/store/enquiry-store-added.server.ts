/**
 * What both stores decide the same way when an enquiry is added: whether it is withheld and where
 * it is queued, and the record handed back, built from what was written rather than read back
 * (the visitor's answer waits for it).
 */
import type { NewEnquiry, StoredEnquiry } from "./enquiry-store-interface.server";

export interface Adding {
  id: string;
  submissionKey: string;
  withheld: boolean;
  /** The destinations it is queued for: none for withheld spam, which is kept (listed with --spam) but never forwarded. */
  forwardTo: string[];
}

export function adding({ spam, destinations, submissionKey = crypto.randomUUID() }: NewEnquiry): Adding {
  const withheld = spam?.withheld ?? false;
  return { id: crypto.randomUUID(), submissionKey, withheld, forwardTo: withheld ? [] : [...destinations] };
}

/** The columns of the enquiry's row, in the order both stores' INSERT lists them after id and key. */
export const enquiryValues = ({ enquiry, page, spam }: NewEnquiry) =>
  [enquiry.name, enquiry.email, enquiry.phone, enquiry.message, page ?? null, spam?.reason ?? null] as const;

/** The record of an enquiry just stored, every delivery pending from the moment it was received. */
export function newlyStored(
  { enquiry, page, spam }: NewEnquiry,
  { id, submissionKey, withheld, forwardTo }: Adding,
  receivedAt: string,
): StoredEnquiry & { repeated: false } {
  return {
    id,
    submissionKey,
    receivedAt,
    ...enquiry,
    page: page ?? null,
    spamReason: spam?.reason ?? null,
    withheld,
    deliveries: forwardTo.map((destination) => ({
      destination,
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: receivedAt,
      lastError: null,
      deliveredAt: null,
    })),
    repeated: false,
  };
}
