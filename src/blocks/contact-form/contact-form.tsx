import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { submitEnquiry } from "./submit-enquiry";
import "./contact-form.css";

/** Name, email and message are required; phone is optional. Sends, then goes to /thank-you. */
export function ContactFormBlock({ block }: BlockProps<"contactForm">) {
  const id = useId();
  const navigate = useNavigate();
  const [status, setStatus] = useState<{ kind: "idle" | "sending" } | { kind: "failed"; message: string }>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "").trim();
    setStatus({ kind: "sending" });
    try {
      await submitEnquiry({ name: field("name"), email: field("email"), phone: field("phone"), message: field("message") });
      navigate("/thank-you");
    } catch (error) {
      setStatus({ kind: "failed", message: (error as Error).message });
    }
  }

  return (
    <Section title={block.title} className="contact-form">
      {block.intro ? <p className="section__intro">{block.intro}</p> : null}
      <form className="contact-form__form" onSubmit={onSubmit} aria-describedby={`${id}-required`}>
        <p id={`${id}-required`} className="contact-form__legend">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name <span aria-hidden="true">*</span></label>
          <input id={`${id}-name`} name="name" autoComplete="name" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email <span aria-hidden="true">*</span></label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Phone</label>
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message <span aria-hidden="true">*</span></label>
          <textarea id={`${id}-message`} name="message" rows={5} required />
        </div>
        {status.kind === "failed" ? (
          <p role="alert" className="contact-form__error">
            {status.message}
            {block.fallbackEmail ? (
              <>
                {" "}You can also email us at <a href={`mailto:${block.fallbackEmail}`}>{block.fallbackEmail}</a>.
              </>
            ) : null}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? "Sending…" : (block.submitLabel ?? "Send message")}
        </button>
      </form>
    </Section>
  );
}
