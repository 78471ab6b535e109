import type { Enquiry } from "./submit-enquiry";

/** Limits that keep enquiries readable and the form-collection service's payloads sane. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, messageMin: 10, messageMax: 5000 } as const;

/** Faster than this from first sight of the form to sending is a script, not a person. */
export const MINIMUM_FILL_MS = 2_500;

export type EnquiryErrors = Partial<Record<keyof Enquiry, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/** Field messages in the visitor's terms; an empty object means the enquiry can be sent. */
export function validateEnquiry(enquiry: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = enquiry.name.trim();
  const email = enquiry.email.trim();
  const phone = enquiry.phone.trim();
  const message = enquiry.message.trim();
  if (!name) errors.name = "Please tell us your name.";
  else if (name.length > ENQUIRY_LIMITS.name) errors.name = `Please keep your name under ${ENQUIRY_LIMITS.name} characters.`;
  if (!email) errors.email = "Please give an email address so we can reply.";
  else if (email.length > ENQUIRY_LIMITS.email || !EMAIL.test(email))
    errors.email = "That email address does not look right: please check it.";
  if (phone && (phone.length > ENQUIRY_LIMITS.phone || !PHONE.test(phone)))
    errors.phone = "Please enter a phone number with digits only (a leading + is fine).";
  if (!message) errors.message = "Please tell us a little about what you need.";
  else if (message.length < ENQUIRY_LIMITS.messageMin)
    errors.message = `Please write at least ${ENQUIRY_LIMITS.messageMin} characters so we can help.`;
  else if (message.length > ENQUIRY_LIMITS.messageMax)
    errors.message = `Please keep your message under ${ENQUIRY_LIMITS.messageMax.toLocaleString("en-GB")} characters.`;
  return errors;
}
