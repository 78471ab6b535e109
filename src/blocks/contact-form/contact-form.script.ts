import { HONEYPOT_FIELD, PAGE_FIELD, SUBMISSION_KEY_FIELD } from "../../lib/enquiries/enquiry-fields";
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  validateEnquiry,
  type Enquiry,
  type EnquiryErrors,
} from "../../lib/enquiries/enquiry-rules";
import { formatNumber } from "../../lib/format/format-number";
import { newSubmissionKey } from "../../lib/enquiries/submission-key";
import type { BlockScript } from "../types";
import { clearDraft, EMPTY_ENQUIRY, readDraft, saveDraft } from "./enquiry-draft";
import { EnquiryRejectedError, submitEnquiry } from "./submit-enquiry";

/** Where the visitor goes once the enquiry is accepted. */
const THANK_YOU_PATH = "/thank-you";

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** The form's four fields, by name (the markup `ContactFormBlock` writes). */
function fieldsOf(form: HTMLFormElement): Record<keyof Enquiry, FieldElement> | null {
  const fields = Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, form.elements.namedItem(name)]));
  const complete = ENQUIRY_FIELDS.every(
    (name) => fields[name] instanceof HTMLInputElement || fields[name] instanceof HTMLTextAreaElement,
  );
  return complete ? (fields as Record<keyof Enquiry, FieldElement>) : null;
}

const draftOf = (fields: Record<keyof Enquiry, FieldElement>): Enquiry =>
  Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, fields[name].value])) as unknown as Enquiry;

/** Shows (or clears) a field's message under it, linked to the field, as the component does. */
function showFieldError(field: FieldElement, message: string | undefined): void {
  const id = `${field.id}-error`;
  let shown = field.ownerDocument.getElementById(id);
  if (!message) {
    shown?.remove();
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
    return;
  }
  if (!shown) {
    shown = field.ownerDocument.createElement("p");
    shown.id = id;
    shown.className = "field__error";
    field.after(shown);
  }
  shown.textContent = message;
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", id);
}

/**
 * The form's key for this enquiry: the one the head script made when it was first sent, kept for
 * every resend of it (a lost answer, a time-out), so the server stores it once.
 */
function submissionKeyOf(form: HTMLFormElement): string | undefined {
  const field = form.elements.namedItem(SUBMISSION_KEY_FIELD);
  if (!(field instanceof HTMLInputElement)) return undefined;
  if (!field.value) field.value = newSubmissionKey();
  return field.value;
}

/** The failure's message above the button, with the agency's address to write to instead. */
function showFailure(form: HTMLFormElement, message: string | null): void {
  form.querySelector(".message-error")?.remove();
  if (message === null) return;
  const doc = form.ownerDocument;
  const alert = doc.createElement("p");
  alert.setAttribute("role", "alert");
  alert.className = "message-error";
  alert.append(message);
  const email = form.dataset.fallbackEmail;
  if (email) {
    const link = doc.createElement("a");
    link.href = `mailto:${email}`;
    link.textContent = email;
    alert.append(" You can also email us at ", link, ". Your message is kept here.");
  }
  form.querySelector('button[type="submit"]')?.before(alert);
}

/**
 * The contact form on a public page, as `ContactFormBlock` does it in the app. Without this the
 * form posts natively and the server answers (decision 0031); with it:
 * - the draft is kept in browser storage as it is typed, and restored on the next visit; what the
 *   visitor typed before this ran stays and wins over an older draft;
 * - the browser's own checks give way to the site's messages, each under its field, the first
 *   field at fault focused; a message over the limit is said as it is typed, never cut;
 * - Send posts in the background (key, honeypot, fill time and page with it, as a native post
 *   carries them), says "Sending…", and goes to the thank-you page once accepted; a refusal or a
 *   failure is said above the button, which offers to try again, and the draft is kept.
 */
export const startBlockScript: BlockScript = (block, win) => {
  const form = block.querySelector("form");
  const fields = form && fieldsOf(form);
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !fields || !button) return;
  const lengthNote = form.querySelector<HTMLElement>(".contact-form__length");

  const typed = draftOf(fields);
  const restored = { ...(readDraft() ?? EMPTY_ENQUIRY) };
  for (const name of ENQUIRY_FIELDS) if (typed[name] !== "") restored[name] = typed[name];
  for (const name of ENQUIRY_FIELDS) fields[name].value = restored[name];
  if (ENQUIRY_FIELDS.some((name) => typed[name] !== "")) saveDraft(restored);
  form.noValidate = true;

  const sayLength = () => {
    if (!lengthNote) return;
    const length = fields.message.value.trim().length;
    const tooLong = length > ENQUIRY_LIMITS.messageMax;
    lengthNote.classList.toggle("field__error", tooLong);
    lengthNote.classList.toggle("form-note", !tooLong);
    lengthNote.textContent = tooLong
      ? `Your message is ${formatNumber(length)} characters; the limit is ${formatNumber(ENQUIRY_LIMITS.messageMax)}. Please shorten it before sending: nothing has been cut.`
      : "";
  };
  sayLength();
  form.addEventListener("input", () => {
    saveDraft(draftOf(fields));
    sayLength();
  });

  const showErrors = (found: EnquiryErrors) => {
    for (const name of ENQUIRY_FIELDS) showFieldError(fields[name], found[name]);
    const first = ENQUIRY_FIELDS.find((name) => found[name]);
    // Keyboard and screen-reader users go straight to what needs fixing; its message is linked to it.
    if (first) fields[first].focus();
    return first !== undefined;
  };
  const setSending = (sending: boolean, failed: boolean) => {
    button.disabled = sending;
    form.setAttribute("aria-busy", String(sending));
    button.textContent = sending ? "Sending…" : failed ? "Try again" : (form.dataset.submitLabel ?? "Send message");
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    showFailure(form, null);
    const enquiry = draftOf(fields);
    if (showErrors(validateEnquiry(enquiry))) return;
    setSending(true, false);
    const page = form.elements.namedItem(PAGE_FIELD);
    submitEnquiry({
      enquiry,
      honeypot: String(new FormData(form).get(HONEYPOT_FIELD) ?? ""),
      // From the navigation's start, as the head script times a native post: a person who typed
      // before this script arrived, or who lets autofill fill it, has had the page open all along.
      fillMs: Math.round(win.performance.now()),
      page: page instanceof HTMLInputElement ? page.value : win.location.pathname,
      submissionKey: submissionKeyOf(form),
    }).then(
      () => {
        clearDraft();
        win.location.assign(THANK_YOU_PATH);
      },
      (error: unknown) => {
        if (error instanceof EnquiryRejectedError) showErrors(error.fieldErrors);
        setSending(false, true);
        showFailure(form, (error as Error).message);
      },
    );
  });
};
