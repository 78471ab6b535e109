import { stegaClean } from "@sanity/client/stega";
import { useId, useRef, type InputHTMLAttributes } from "react";
import { useLocation } from "react-router";
import { ContactSection } from "./contact-section";
import type { BlockProps } from "../types";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, PAGE_FIELD, SUBMISSION_KEY_FIELD } from "../../lib/enquiries/enquiry-fields";
import {
  ENQUIRY_FIELD_LABELS,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  type Enquiry,
  type EnquiryErrors,
} from "../../lib/enquiries/enquiry-rules";
import { ENQUIRY_API_PATH, enquiryEndpoint } from "./submit-enquiry";
import { useEnquiryDraft } from "./use-enquiry-draft";
import { useEnquirySubmission } from "./use-enquiry-submission";
import { formatNumber } from "../../lib/format/format-number";
import { useHydrated } from "../../lib/page-start/use-hydrated";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { FirstPaintScript } from "../../components/page-scripts/first-paint-script";
import { storedDraftPrePaintScript, type DraftPrePaintSettings } from "./stored-draft-pre-paint";

interface FieldProps {
  id: string;
  name: keyof Enquiry;
  label: string;
  required?: boolean;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}

function Field({ id, name, label, required, error, children }: FieldProps) {
  const inputId = `${id}-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <label htmlFor={inputId}>
        {label} {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {children({ id: inputId, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The four fields of the enquiry, each kept in the draft as it is typed, with its error (if any)
 * beside it, and the message's length when it is over the limit.
 */
function EnquiryFields({
  id,
  draft,
  update,
  errors,
}: {
  id: string;
  draft: Enquiry;
  update: (field: keyof Enquiry, value: string) => void;
  errors: EnquiryErrors;
}) {
  const messageTooLong = draft.message.trim().length > ENQUIRY_LIMITS.messageMax;
  /** A one-line field of the draft: named, limited and kept in the draft as it is typed. */
  const lineInput =
    (field: "name" | "email" | "phone", attributes: InputHTMLAttributes<HTMLInputElement>) =>
    (props: InputHTMLAttributes<HTMLInputElement>) => (
      <input
        {...props}
        {...attributes}
        name={field}
        maxLength={ENQUIRY_LIMITS[field]}
        value={draft[field]}
        onChange={(event) => update(field, event.target.value)}
      />
    );
  return (
    <>
      <Field id={id} name="name" label={ENQUIRY_FIELD_LABELS.name} required error={errors.name}>
        {lineInput("name", { autoComplete: "name", required: true })}
      </Field>
      <Field id={id} name="email" label={ENQUIRY_FIELD_LABELS.email} required error={errors.email}>
        {lineInput("email", { type: "email", autoComplete: "email", required: true })}
      </Field>
      <Field id={id} name="phone" label={ENQUIRY_FIELD_LABELS.phone} error={errors.phone}>
        {lineInput("phone", { type: "tel", autoComplete: "tel" })}
      </Field>
      <Field id={id} name="message" label={ENQUIRY_FIELD_LABELS.message} required error={errors.message}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={5}
            required
            value={draft.message}
            onChange={(event) => update("message", event.target.value)}
          />
        )}
      </Field>
      {/* No maxLength on the message: the browser would cut a long paste without a word. */}
      <p className={`contact-form__length ${messageTooLong ? "field__error" : "form-note"}`} aria-live="polite">
        {messageTooLong
          ? `Your message is ${formatNumber(draft.message.trim().length)} characters; the limit is ${formatNumber(ENQUIRY_LIMITS.messageMax)}. Please shorten it before sending: nothing has been cut.`
          : null}
      </p>
    </>
  );
}

/** Why the enquiry was not sent, and where else to write when the editor gave an address. */
function SendFailure({ message, fallbackEmail }: { message: string; fallbackEmail: string | null | undefined }) {
  return (
    <p role="alert" className="message-error">
      {message}
      {fallbackEmail ? (
        <>
          {" "}
          You can also email us at <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>. Your message is kept here.
        </>
      ) : null}
    </p>
  );
}

/**
 * Name, email and message are required; phone is optional. A real form that posts to the enquiry
 * API (or the configured form service) even before the app has loaded; once it has, it sends in the
 * background and goes to /thank-you. The draft survives reloads and failures until it is sent. The
 * hidden honeypot field and how long the page had been open go with it: the server judges them and
 * keeps a suspected bot's message flagged rather than dropping it.
 *
 * Until this code runs, the browser's own checks (required, email) stop an incomplete form from
 * being posted; once it runs, `noValidate` hands them to the inline messages below. On a public
 * page that code is `contact-form.script.ts`, over this markup; this component serves the drafts
 * preview and writes the markup both start from.
 */
export function ContactFormBlock({ block }: BlockProps<"contactForm">) {
  const id = useId();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, update, clear } = useEnquiryDraft(formRef);
  /** Our own API recognises a resend by its key; a form service would only show the key in its emails. */
  const ownApi = enquiryEndpoint() === ENQUIRY_API_PATH;
  const { errors, status, onSubmit } = useEnquirySubmission({ draft, clear, page: pathname, ownApi });
  const running = useHydrated();
  const sending = status.kind === "sending";
  return (
    <ContactSection block={block}>
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      <form
        ref={formRef}
        className="form-stack"
        method="post"
        action={enquiryEndpoint()}
        onSubmit={(event) => void onSubmit(event)}
        noValidate={running}
        aria-describedby={`${id}-required`}
        aria-busy={sending}
        // What a public page's script (contact-form.script.ts) says in the same places. Data, not
        // words on the page: the preview's overlays cannot mark an attribute, so it goes plain.
        data-submit-label={stegaClean(block.submitLabel ?? "Send message")}
        data-fallback-email={stegaClean(block.fallbackEmail) ?? undefined}
      >
        <input type="hidden" name={PAGE_FIELD} value={pathname} />
        <input type="hidden" name={FILL_TIME_FIELD} value="" />
        {/* No value or defaultValue: a hidden input's value is its attribute, which React would set back to "" on the
            next render (a failure's message), and the retry would go with a new key. */}
        {ownApi ? <input type="hidden" name={SUBMISSION_KEY_FIELD} /> : null}
        <p id={`${id}-required`} className="form-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <EnquiryFields id={id} draft={draft} update={update} errors={errors} />
        <div className="contact-form__honeypot" aria-hidden="true">
          <label htmlFor={`${id}-company-website`}>Leave this field empty</label>
          <input id={`${id}-company-website`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        {status.kind === "failed" ? <SendFailure message={status.message} fallbackEmail={block.fallbackEmail} /> : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending…" : status.kind === "failed" ? "Try again" : (block.submitLabel ?? "Send message")}
        </button>
      </form>
      {/* A returning visitor's draft, shown from the first paint; the form's script loads at the first touch. */}
      <FirstPaintScript
        source={import.meta.env.SSR ? storedDraftPrePaintScript() : ""}
        data={(): DraftPrePaintSettings => ({ storageKey: STORAGE_KEYS.enquiryDraft, fields: ENQUIRY_FIELDS })}
      />
    </ContactSection>
  );
}
