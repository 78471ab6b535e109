import nodemailer, { type SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { maskCredentialsIn } from "../../lib/format/mask-secret";
import { isPlainAddress, type EmailAddress, type EmailSettings } from "./email-settings.server";
import type { EnquiryDestination } from "./enquiry-destination.server";
import type { StoredEnquiry } from "./store/enquiry-store.server";
import { suspicionNote } from "./enquiry-suspicion.server";

/*
 * Everything in an enquiry was typed by a visitor, so nothing of it reaches the email as it stands:
 * header texts lose every control and direction character (a CR/LF cannot start a header), body
 * texts lose the same but for line breaks and tabs in the message, and the HTML body escapes every
 * character that markup could use. A header text holding an encoded word's "=?" is sent encoded
 * whole (below), so a mail program shows it as typed instead of decoding it into other text. The
 * site's own rules already refuse most of this at the form; the email does not rely on that, since
 * an enquiry stored before a rule existed is sent as it is, and the subject holds the page and the
 * spam reason too.
 */

/** C0 and C1 controls and DEL: never visible, and CR/LF would end a header line. */
const CONTROL = /\p{Cc}/gu;
/** Explicit direction marks, embeddings, overrides and isolates: they can make text read other than it is. */
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Line and paragraph separators, which some programs take as line breaks. */
const SEPARATOR = /[\u2028\u2029]/gu;

/** One line of visible text: controls and separators become spaces, direction marks go, spaces collapse. */
const oneLine = (text: string) =>
  text.replace(DIRECTION, "").replace(CONTROL, " ").replace(SEPARATOR, " ").replace(/\s+/g, " ").trim();

/** A message body: line breaks (however written) and tabs kept, every other control and direction mark gone. */
const bodyText = (text: string) =>
  text
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(DIRECTION, "")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim();

/**
 * `=?utf-8?Q?=E2=80=AE?=` typed into a name is plain ASCII, which nodemailer writes into a header as
 * it is, and mail programs then decode it into whatever it encodes (decision 0047). Any header text
 * that holds "=?" is sent whole as encoded words of our own (base64, UTF-8): a mail program decodes
 * those once, to exactly the text typed, "=?utf-8?Q?…?=" and all, and never decodes the result again.
 */
const mayHoldEncodedWord = (text: string) => text.includes("=?");
const headerText = (text: string) => (mayHoldEncodedWord(text) ? encodeWord(text, "B", 52) : text);

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

const shortened = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

const receivedAtText = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "long", timeZone: "Europe/London" }).format(new Date(iso));

/** The subject: who wrote and from which page, with any suspicion first so it is seen in the inbox list. */
function enquirySubject(enquiry: StoredEnquiry): string {
  const name = shortened(oneLine(enquiry.name), 100) || "(no name)";
  const page = enquiry.page ? shortened(oneLine(enquiry.page), 120) : "";
  const about = `from ${name}${page ? ` on ${page}` : ""}`;
  return enquiry.spamReason
    ? `Suspected spam (${shortened(oneLine(enquiry.spamReason), 80)}): enquiry ${about}`
    : `Enquiry ${about}`;
}

/**
 * The enquiry as an email to the agency: Reply-To the visitor, and a Message-ID and Date that come
 * from the enquiry itself, so a resend after a lost answer is recognisably the same message (mail
 * programs that see one Message-ID twice show it once).
 */
function enquiryEmail(enquiry: StoredEnquiry, { from, to }: Pick<EmailSettings, "from" | "to">): SendMailOptions {
  const name = oneLine(enquiry.name);
  const email = oneLine(enquiry.email);
  const phone = oneLine(enquiry.phone);
  const page = enquiry.page ? oneLine(enquiry.page) : "";
  const message = bodyText(enquiry.message);
  const suspicion = enquiry.spamReason ? oneLine(suspicionNote(enquiry.spamReason)) : "";
  // An address that could not be replied to as it stands (a comma would make two, "=?" could be
  // decoded into another) is shown, not used. A name holding "=?" is left out of Reply-To: nodemailer
  // would quote encoded words of ours there, which not every mail program decodes. It is in the
  // subject and the body as typed.
  const replyTo =
    isPlainAddress(email) && !mayHoldEncodedWord(email)
      ? { name: mayHoldEncodedWord(name) ? "" : name, address: email }
      : undefined;
  const fields: [string, string][] = [
    ["Name", name],
    ["Email", replyTo ? email : `${email} (this does not look like an address we can reply to)`],
    ["Phone", phone || "not given"],
    ["Page", page || "not known"],
    ["Received", receivedAtText(enquiry.receivedAt)],
  ];
  const closing = replyTo
    ? `Reply to this email to answer ${name}.`
    : "There is no Reply-To: check the address before you write back.";

  const text = [
    ...(suspicion ? [suspicion, ""] : []),
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(10)}${value}`),
    "",
    "Message:",
    // Indented, so a line of the message cannot pass for one of the fields above.
    ...message.split("\n").map((line) => (line ? `    ${line}` : "")),
    "",
    closing,
    `Enquiry ${oneLine(enquiry.id)}`,
    "",
  ].join("\n");

  const html = [
    "<!doctype html>",
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(enquirySubject(enquiry))}</title></head>`,
    "<body>",
    ...(suspicion ? [`<p><strong>${escapeHtml(suspicion)}</strong></p>`] : []),
    "<table>",
    ...fields.map(([label, value]) => `<tr><th scope="row" align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    "<h2>Message</h2>",
    `<p>${message.split("\n").map(escapeHtml).join("<br>\n")}</p>`,
    `<p>${escapeHtml(closing)}<br>\nEnquiry ${escapeHtml(oneLine(enquiry.id))}</p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");

  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: headerText(enquirySubject(enquiry)),
    messageId: `<enquiry-${enquiry.id.replace(/[^A-Za-z0-9-]/g, "")}@${from.address.split("@").pop()!}>`,
    date: new Date(enquiry.receivedAt),
    // RFC 3834: sent by a program, so out-of-office replies leave it alone.
    headers: { "Auto-Submitted": "auto-generated" },
    text,
    html,
    // Nothing in an enquiry is a file or an address to fetch; nodemailer is told so as well.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

const addressText = (address: string | EmailAddress) => (typeof address === "string" ? address : address.address);

/**
 * The agency's inboxes, through the mail server of SMTP_URL: one email per enquiry to every
 * address of ENQUIRY_EMAIL_TO. A send the forwarder gives up on (its time-out, or the server
 * stopping) closes its connection, so a mail server that hangs holds nothing open.
 */
export function emailDestination(
  settings: EmailSettings,
  { timeoutMs, log = console }: { timeoutMs?: number; log?: Pick<Console, "warn"> } = {},
) {
  const transport = nodemailer.createTransport({ ...settings.smtp, logger: false, debug: false });
  const count = settings.to.length;
  return {
    name: "email",
    summary: `email to ${count} ${count === 1 ? "address" : "addresses"} through ${settings.server}`,
    timeoutMs,
    async send(enquiry: StoredEnquiry, signal: AbortSignal) {
      let info: { rejected: (string | EmailAddress)[] };
      try {
        info = await transport.sendMail({ ...enquiryEmail(enquiry, settings), signal });
      } catch (error) {
        // Errors quote the server's answer; an address in one is shown without any credentials.
        throw new Error(`The mail server ${settings.server} did not take it: ${maskCredentialsIn((error as Error).message)}`);
      }
      // Some recipients taken and some refused: a resend would reach those who have it again,
      // so it counts as delivered and the refused addresses are named for whoever reads the log.
      if (info.rejected.length)
        log.warn(
          `Enquiry ${enquiry.id} was emailed, but ${settings.server} refused ${info.rejected.map(addressText).join(", ")}: check ENQUIRY_EMAIL_TO.`,
        );
    },
  } satisfies EnquiryDestination;
}
