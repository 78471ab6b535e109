import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { HONEYPOT_FIELD, SUBMISSION_KEY_FIELD } from "../../lib/enquiries/enquiry-fields";
import { ENQUIRY_FIELDS, validateEnquiry, type Enquiry, type EnquiryErrors } from "../../lib/enquiries/enquiry-rules";
import { newSubmissionKey } from "../../lib/enquiries/submission-key";
import { EnquiryRejectedError, submitEnquiry } from "./submit-enquiry";

type SubmissionStatus = { kind: "idle" | "sending" } | { kind: "failed"; message: string };

/**
 * The form's key for this enquiry: the one the head script made when it was first sent, kept for
 * every resend of it (a lost answer, a time-out), so the server stores it once.
 */
function submissionKeyOf(form: HTMLFormElement): string {
  const field = form.elements.namedItem(SUBMISSION_KEY_FIELD);
  if (!(field instanceof HTMLInputElement)) return newSubmissionKey();
  if (!field.value) field.value = newSubmissionKey();
  return field.value;
}

/**
 * Sending the draft once the app runs: checked first (each problem shown beside its field, the
 * first one focused), then sent in the background; on success the draft is cleared and the visitor
 * goes to /thank-you, on failure the reason is kept for the form to show.
 */
export function useEnquirySubmission({
  draft,
  clear,
  page,
  ownApi,
}: {
  draft: Enquiry;
  clear: () => void;
  /** The path the form is on, sent with the enquiry. */
  page: string;
  /** Whether the form posts to our own API, which recognises a resend by its submission key. */
  ownApi: boolean;
}) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<SubmissionStatus>({ kind: "idle" });

  function showErrors(form: HTMLFormElement, found: EnquiryErrors) {
    setErrors(found);
    const firstProblem = ENQUIRY_FIELDS.find((name) => found[name]);
    // Take keyboard and screen-reader users straight to what needs fixing; its message is linked to it.
    if (firstProblem) form.querySelector<HTMLElement>(`[name="${firstProblem}"]`)?.focus();
    return Boolean(firstProblem);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus({ kind: "idle" });
    if (showErrors(form, validateEnquiry(draft))) return;
    setStatus({ kind: "sending" });
    try {
      await submitEnquiry({
        enquiry: draft,
        honeypot: String(new FormData(form).get(HONEYPOT_FIELD) ?? ""),
        // From the navigation's start, as the head script times a native post: a person who typed
        // before this code arrived, or who lets autofill fill it, has had the page open all along.
        fillMs: Math.round(performance.now()),
        page,
        ...(ownApi ? { submissionKey: submissionKeyOf(form) } : {}),
      });
      clear();
      void navigate("/thank-you");
    } catch (error) {
      if (error instanceof EnquiryRejectedError) showErrors(form, error.fieldErrors);
      setStatus({ kind: "failed", message: (error as Error).message });
    }
  }

  return { errors, status, onSubmit };
}
