import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ContactSection } from "./contact-section";
import type { BlockProps } from "../types";
import { ENQUIRY_LIMITS, MINIMUM_FILL_MS, validateEnquiry, type EnquiryErrors } from "./enquiry-rules";
import { enquiryEndpoint, submitEnquiry, type Enquiry } from "./submit-enquiry";
import { useEnquiryDraft } from "./use-enquiry-draft";
import "./contact-form.css";

type Status = { kind: "idle" | "sending" } | { kind: "failed"; message: string };

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
 * Name, email and message are required; phone is optional. Sends to the form-collection service,
 * then goes to /thank-you. The draft survives reloads and failures until it is sent; a hidden
 * honeypot field and a minimum fill time turn away most automated spam without a puzzle.
 */
export function ContactFormBlock({ block }: BlockProps<"contactForm">) {
  const id = useId();
  const navigate = useNavigate();
  const { draft, update, clear } = useEnquiryDraft();
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get("company_website");
    if (honeypot) {
      // Only software fills a field people cannot see: thank it and send nothing.
      navigate("/thank-you");
      return;
    }
    const found = validateEnquiry(draft);
    setErrors(found);
    const firstProblem = (["name", "email", "phone", "message"] as const).find((name) => found[name]);
    if (firstProblem) {
      setStatus({ kind: "idle" });
      // Take keyboard and screen-reader users straight to what needs fixing; its message is linked to it.
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstProblem}"]`)?.focus();
      return;
    }
    if (Date.now() - shownAt.current < MINIMUM_FILL_MS) {
      setStatus({ kind: "failed", message: "That was very quick: please check your message, then press send again." });
      shownAt.current = 0; // a second, deliberate press goes through
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await submitEnquiry({
        name: draft.name.trim(),
        email: draft.email.trim(),
        phone: draft.phone.trim(),
        message: draft.message.trim(),
      });
      clear();
      navigate("/thank-you");
    } catch (error) {
      setStatus({ kind: "failed", message: (error as Error).message });
    }
  }

  const sending = status.kind === "sending";
  if (!enquiryEndpoint()) {
    // A build without a form service says so before anyone writes a message.
    return (
      <ContactSection block={block}>
        <p role="status">
          Online enquiries are not set up on this site yet.
          {block.fallbackEmail ? (
            <>
              {" "}
              Please email us at <a href={`mailto:${block.fallbackEmail}`}>{block.fallbackEmail}</a> and we will reply.
            </>
          ) : null}
        </p>
      </ContactSection>
    );
  }
  return (
    <ContactSection block={block}>
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      <form className="form-stack" onSubmit={onSubmit} noValidate aria-describedby={`${id}-required`} aria-busy={sending}>
        <p id={`${id}-required`} className="form-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <Field id={id} name="name" label="Name" required error={errors.name}>
          {(props) => (
            <input
              {...props}
              name="name"
              autoComplete="name"
              required
              maxLength={ENQUIRY_LIMITS.name}
              value={draft.name}
              onChange={(event) => update("name", event.target.value)}
            />
          )}
        </Field>
        <Field id={id} name="email" label="Email" required error={errors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={ENQUIRY_LIMITS.email}
              value={draft.email}
              onChange={(event) => update("email", event.target.value)}
            />
          )}
        </Field>
        <Field id={id} name="phone" label="Phone" error={errors.phone}>
          {(props) => (
            <input
              {...props}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={ENQUIRY_LIMITS.phone}
              value={draft.phone}
              onChange={(event) => update("phone", event.target.value)}
            />
          )}
        </Field>
        <Field id={id} name="message" label="Message" required error={errors.message}>
          {(props) => (
            <textarea
              {...props}
              name="message"
              rows={5}
              required
              maxLength={ENQUIRY_LIMITS.messageMax}
              value={draft.message}
              onChange={(event) => update("message", event.target.value)}
            />
          )}
        </Field>
        <div className="contact-form__honeypot" aria-hidden="true">
          <label htmlFor={`${id}-company-website`}>Leave this field empty</label>
          <input id={`${id}-company-website`} name="company_website" tabIndex={-1} autoComplete="off" />
        </div>
        {status.kind === "failed" ? (
          <p role="alert" className="message-error">
            {status.message}
            {block.fallbackEmail ? (
              <>
                {" "}
                You can also email us at <a href={`mailto:${block.fallbackEmail}`}>{block.fallbackEmail}</a>. Your message is kept
                here.
              </>
            ) : null}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending…" : status.kind === "failed" ? "Try again" : (block.submitLabel ?? "Send message")}
        </button>
      </form>
    </ContactSection>
  );
}
