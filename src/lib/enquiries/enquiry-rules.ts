/**
 * The one set of enquiry rules: the contact form checks them in the browser for instant messages,
 * and the server checks them again, because anything can post to the endpoint directly.
 */

import { encodedWordMessage } from "../format/encoded-words";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, PAGE_FIELD, SUBMISSION_KEY_FIELD } from "./enquiry-fields";
import { formatNumber } from "../format/format-number";
import { refusedCharacterMessage, refusedCharacters } from "../format/typed-text";

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const ENQUIRY_FIELDS = ["name", "email", "phone", "message"] as const satisfies readonly (keyof Enquiry)[];

/** Each field's label on the form, which the messages about it use too. */
export const ENQUIRY_FIELD_LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Message",
} as const satisfies Record<keyof Enquiry, string>;

/** Limits that keep enquiries readable and the destinations' payloads sane. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, messageMin: 10, messageMax: 5000 } as const;

/** Sooner than this after the page started to load, an enquiry was sent by a script, not typed by a person. */
export const MINIMUM_FILL_MS = 2_500;

/** No one keeps a page open for longer than this (30 days): a larger fill time was made up. */
const MAXIMUM_FILL_MS = 30 * 24 * 60 * 60 * 1000;

/** 16 to 128 letters, digits, `-` and `_`: a UUID, or the 32 hexadecimal digits the head script makes. */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export type EnquiryErrors = Partial<Record<keyof Enquiry, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Markup has no place in an enquiry; refusing it keeps the record plain text wherever it is shown. */
const MARKUP = /<\/?[a-z!][^>]*>/i;
const MARKUP_MESSAGE = "Please remove the HTML tags (such as <script>): plain text only.";
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
  for (const field of ENQUIRY_FIELDS) {
    if (MARKUP.test(enquiry[field])) errors[field] = MARKUP_MESSAGE;
    // Invisible characters (typed-text.ts): a NUL is read back cut short, an escape rewrites the
    // terminal listing enquiries, a zero-width space makes an address look like another.
    const invisible = refusedCharacterMessage(
      ENQUIRY_FIELD_LABELS[field],
      enquiry[field],
      field === "message" ? "message" : "line",
    );
    // A name, email or phone reaches an email's headers (the subject, Reply-To), where an encoded
    // word would be decoded into text nobody typed (encoded-words.ts). A message is only ever a body.
    const encoded = field === "message" ? undefined : encodedWordMessage(ENQUIRY_FIELD_LABELS[field], enquiry[field]);
    const refused = invisible ?? encoded;
    if (refused) errors[field] = refused;
  }
  if (errors.message) return errors;
  if (!message) errors.message = "Please tell us a little about what you need.";
  else if (message.length < ENQUIRY_LIMITS.messageMin)
    errors.message = `Please write at least ${ENQUIRY_LIMITS.messageMin} characters so we can help.`;
  else if (message.length > ENQUIRY_LIMITS.messageMax)
    errors.message = `Please keep your message under ${formatNumber(ENQUIRY_LIMITS.messageMax)} characters (it has ${formatNumber(message.length)}).`;
  return errors;
}

/** The same enquiry with surrounding spaces removed: what is stored and sent. */
const trimEnquiry = (enquiry: Enquiry): Enquiry => ({
  name: enquiry.name.trim(),
  email: enquiry.email.trim(),
  phone: enquiry.phone.trim(),
  message: enquiry.message.trim(),
});

export interface EnquirySubmission {
  enquiry: Enquiry;
  /** Whatever was typed into the honeypot ("" when a person sent it). */
  honeypot: string;
  /** Milliseconds since the page started to load, or undefined when the browser sent none (no JavaScript). */
  fillMs: number | undefined;
  /**
   * What was sent as the fill time when no page could have given it (negative, not a number, more
   * than 30 days), shown as sent. The enquiry is then suspected, never refused: a person's enquiry
   * must get through whatever their browser sent.
   */
  impossibleFillTime?: string;
  /** The site path the form was on, when it is one. */
  page: string | undefined;
  /** The browser's key for this enquiry; absent from a form posted without JavaScript, when the server makes one. */
  submissionKey?: string;
}

export type SubmissionErrors = Partial<Record<string, string>>;

const ACCEPTED_FIELDS = new Set<string>([...ENQUIRY_FIELDS, HONEYPOT_FIELD, FILL_TIME_FIELD, PAGE_FIELD, SUBMISSION_KEY_FIELD]);

/**
 * Reads a posted body (parsed JSON or form fields) into a submission, or says what is wrong with
 * each field: wrong types, unknown fields and the visitor-facing rules above, in one answer.
 */
export function readSubmission(body: unknown): { submission: EnquirySubmission } | { errors: SubmissionErrors } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { errors: { form: "Send the enquiry as an object with name, email, phone and message." } };
  const record = body as Record<string, unknown>;
  const errors: SubmissionErrors = {};
  for (const key of Object.keys(record)) if (!ACCEPTED_FIELDS.has(key)) errors[key] = "This field is not part of an enquiry.";
  const text = (key: string): string => {
    const value = record[key];
    if (value === undefined || value === null) return "";
    if (typeof value === "string") return value;
    errors[key] = "Must be text.";
    return "";
  };
  const enquiry: Enquiry = { name: text("name"), email: text("email"), phone: text("phone"), message: text("message") };
  const honeypot = text(HONEYPOT_FIELD);
  const page = text(PAGE_FIELD);
  const fillTime = readFillTime(record[FILL_TIME_FIELD]);
  const submissionKey = text(SUBMISSION_KEY_FIELD);
  if (submissionKey && !SUBMISSION_KEY.test(submissionKey))
    errors[SUBMISSION_KEY_FIELD] = "The submission key must be 16 to 128 letters, digits, - or _ (or left out).";
  for (const [field, message] of Object.entries(validateEnquiry(enquiry))) if (!errors[field]) errors[field] = message;
  if (Object.keys(errors).length > 0) return { errors };
  // A page with an invisible character in it is dropped like any other that is not a site path: a NUL
  // would be read back cut short, an escape could rewrite the terminal listing the enquiries. So is
  // one with a "?": the form sends the path alone, and "=?…?=" would be an encoded word in the
  // email's subject.
  const sitePage =
    page.startsWith("/") &&
    !page.startsWith("//") &&
    page.length <= 300 &&
    !/[\s\\?]/.test(page) &&
    refusedCharacters(page, "line").length === 0
      ? page
      : undefined;
  return {
    submission: {
      enquiry: trimEnquiry(enquiry),
      honeypot,
      ...fillTime,
      page: sitePage,
      ...(submissionKey ? { submissionKey } : {}),
    },
  };
}

/** A posted fill time: a JSON number, or the text of a form field (decimals allowed, as `performance.now()` has them). */
function readFillTime(sent: unknown): Pick<EnquirySubmission, "fillMs" | "impossibleFillTime"> {
  if (sent === undefined || sent === null || sent === "") return { fillMs: undefined };
  const ms =
    typeof sent === "number" ? sent : typeof sent === "string" && /^\d{1,12}(\.\d{1,6})?$/.test(sent) ? Number(sent) : NaN;
  if (Number.isFinite(ms) && ms >= 0 && ms <= MAXIMUM_FILL_MS) return { fillMs: ms };
  const shown =
    typeof sent === "string" ? JSON.stringify(sent.slice(0, 40)) : typeof sent === "number" ? String(sent) : typeof sent;
  return { fillMs: undefined, impossibleFillTime: shown };
}

export interface SpamVerdict {
  /** Why the enquiry looks automated, in the agency's words (shown in `npm run enquiries` and sent with it). */
  reason: string;
  /**
   * True only when no person could have sent it (the hidden field was filled in): it is kept but
   * never forwarded. Otherwise it is only suspected, and forwarded marked as such, since a person
   * with an unusual browser must still reach the agency.
   */
  withheld: boolean;
}

/**
 * Whether a submission looks automated, or undefined when it looks like a person's. `fromScript` is
 * true for a JSON post: the site's own form always sends its fill time then, so a missing one means
 * some other program. A form post with an empty fill time is a visitor without JavaScript and is
 * judged by the hidden field alone.
 */
export function spamReason(
  { honeypot, fillMs, impossibleFillTime }: Pick<EnquirySubmission, "honeypot" | "fillMs" | "impossibleFillTime">,
  { fromScript }: { fromScript: boolean },
): SpamVerdict | undefined {
  if (honeypot.trim()) return { reason: "hidden field filled in", withheld: true };
  if (impossibleFillTime !== undefined) return { reason: `impossible fill time ${impossibleFillTime}`, withheld: false };
  if (fillMs === undefined) return fromScript ? { reason: "sent by a script without a fill time", withheld: false } : undefined;
  if (fillMs < MINIMUM_FILL_MS) return { reason: `sent ${Math.round(fillMs)} ms after the page opened`, withheld: false };
  return undefined;
}
