import type { EnquirySubmission, SubmissionErrors } from "../../lib/enquiries/enquiry-rules";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, PAGE_FIELD, SUBMISSION_KEY_FIELD } from "../../lib/enquiries/enquiry-fields";

/** The site's own enquiry API (served by `npm start`). */
export const ENQUIRY_API_PATH = "/api/enquiries";

/** How long a send may take before the visitor is told and offered a retry. */
const ENQUIRY_TIMEOUT_MS = 15_000;

/**
 * Where the form posts: the site's own API by default, or a form-collection service when the site
 * is deployed to a static host that has no server of its own (VITE_FORM_ENDPOINT).
 */
export function enquiryEndpoint(): string {
  return import.meta.env.VITE_FORM_ENDPOINT || ENQUIRY_API_PATH;
}

/** The service refused the enquiry and said which fields were wrong. */
export class EnquiryRejectedError extends Error {
  readonly fieldErrors: SubmissionErrors;
  constructor(message: string, fieldErrors: SubmissionErrors) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

/** What the service said, when it said something readable: our API's `message`, or a Formspree-style `error`. */
async function serviceMessage(response: Response): Promise<{ message?: string; errors?: SubmissionErrors }> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown; errors?: unknown };
    const message = typeof body.message === "string" ? body.message : typeof body.error === "string" ? body.error : undefined;
    const errors =
      body.errors && typeof body.errors === "object" && !Array.isArray(body.errors)
        ? (body.errors as SubmissionErrors)
        : undefined;
    return { message, errors };
  } catch {
    return {};
  }
}

/** Posts an enquiry; resolves when the service accepted it, otherwise throws a readable error. */
export async function submitEnquiry(
  { enquiry, honeypot, fillMs, page, submissionKey }: EnquirySubmission,
  { endpoint = enquiryEndpoint(), timeoutMs = ENQUIRY_TIMEOUT_MS }: { endpoint?: string; timeoutMs?: number } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        ...enquiry,
        [HONEYPOT_FIELD]: honeypot,
        [FILL_TIME_FIELD]: fillMs,
        [PAGE_FIELD]: page,
        ...(submissionKey ? { [SUBMISSION_KEY_FIELD]: submissionKey } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === "TimeoutError")
      throw new Error(`Sending took longer than ${timeoutMs / 1000} seconds, so we stopped waiting. Please try again.`);
    throw new Error("Your message could not be sent: check your connection and try again.");
  }
  if (response.ok) return;
  const said = await serviceMessage(response);
  if (response.status === 400 && said.errors)
    throw new EnquiryRejectedError(said.message ?? "Please check the fields marked below.", said.errors);
  if (response.status === 429) {
    const wait = Number(response.headers.get("Retry-After"));
    throw new Error(
      `${said.message ?? "Too many messages have been sent from this connection."}${wait > 0 ? ` Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""}.` : ""}`,
    );
  }
  throw new Error(
    `Your message could not be sent (${said.message ? `the service said: ${said.message}` : `the service answered ${response.status}`}). Please try again.`,
  );
}
