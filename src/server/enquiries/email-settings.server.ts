import addressparser from "nodemailer/lib/addressparser";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import type { SMTPTransportOptions } from "nodemailer";
import { maskCredentials } from "../../lib/format/mask-secret";

/** The three settings that turn on emailing each enquiry; all or none must be set. */
const EMAIL_SETTINGS = ["SMTP_URL", "ENQUIRY_EMAIL_TO", "ENQUIRY_EMAIL_FROM"] as const;

export interface EmailAddress {
  name: string;
  address: string;
}

export interface EmailSettings {
  /** How to reach the mail server, as nodemailer reads SMTP_URL (its query options included). */
  smtp: SMTPTransportOptions;
  /** The mail server as start-up lines may show it: host and port, never the credentials. */
  server: string;
  to: EmailAddress[];
  from: EmailAddress;
}

/**
 * One address, as a mail server takes it: a local part and a domain with a dot, and nothing that
 * could end a header or start another address (space, comma, semicolon, angle brackets, quotes).
 */
const PLAIN_ADDRESS = /^[^\s@,;<>()[\]\\"]+@[^\s@,;<>()[\]\\"]+\.[^\s@,;<>()[\]\\".]+$/;

export const isPlainAddress = (address: string) => PLAIN_ADDRESS.test(address);

/** The settings are there but cannot be used; the message names each one and says why. */
class EmailSettingsError extends Error {
  override name = "EmailSettingsError";
}

/**
 * The email destination's settings, read from the environment: undefined when none of the three is
 * set (enquiries are not emailed); an `EmailSettingsError` naming every one that is missing or
 * malformed otherwise, so the server stops at start instead of failing each send. The password is
 * never part of the message.
 */
export function emailSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): EmailSettings | undefined {
  const value = (key: (typeof EMAIL_SETTINGS)[number]) => env[key]?.trim() ?? "";
  if (EMAIL_SETTINGS.every((key) => !value(key))) return undefined;
  const problems: string[] = [];
  const missing = EMAIL_SETTINGS.filter((key) => !value(key));
  if (missing.length)
    problems.push(`${listed(missing)} ${missing.length === 1 ? "is" : "are"} not set (emailing enquiries needs all three)`);

  const smtp = value("SMTP_URL") ? readSmtpUrl(value("SMTP_URL"), problems) : undefined;
  const to = value("ENQUIRY_EMAIL_TO") ? readAddresses("ENQUIRY_EMAIL_TO", value("ENQUIRY_EMAIL_TO"), problems) : [];
  const from = value("ENQUIRY_EMAIL_FROM") ? readAddresses("ENQUIRY_EMAIL_FROM", value("ENQUIRY_EMAIL_FROM"), problems) : [];
  if (from.length > 1) problems.push(`ENQUIRY_EMAIL_FROM must be one address, not ${from.length}`);

  if (problems.length || !smtp || !from[0])
    throw new EmailSettingsError(`Enquiries cannot be emailed as configured: ${problems.join("; ")}.`);
  return { ...smtp, to, from: from[0] };
}

function readSmtpUrl(text: string, problems: string[]): Pick<EmailSettings, "smtp" | "server"> | undefined {
  const shown = shownSmtpUrl(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`SMTP_URL is not an address (${shown}); write it as smtp://user:password@host:587 or smtps://…:465`);
    return undefined;
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    problems.push(`SMTP_URL must start smtp:// (STARTTLS) or smtps:// (TLS from the start), not ${url.protocol}//`);
    return undefined;
  }
  if (!url.hostname) {
    problems.push(`SMTP_URL names no mail server (${shown})`);
    return undefined;
  }
  // nodemailer's own reading, so its documented query options (`?requireTLS=true`…) work as it says.
  const smtp: SMTPTransportOptions = parseConnectionUrl(text);
  const port = smtp.port ?? (url.protocol === "smtps:" ? 465 : 587);
  return { smtp: { ...smtp, port }, server: `${url.hostname}:${port}` };
}

/**
 * SMTP_URL as a message may show it, however malformed: everything before its last "@" (where a
 * user and password would be) and every query value hidden.
 */
function shownSmtpUrl(text: string) {
  const at = text.lastIndexOf("@");
  const scheme = /^[a-z][a-z\d+.-]*:\/*/i.exec(text)?.[0] ?? "";
  return maskCredentials(at === -1 ? text : `${scheme}…@${text.slice(at + 1)}`);
}

/** A comma-separated list of addresses (`sales@agency.co.uk, Ann <ann@agency.co.uk>`), each checked. */
function readAddresses(key: string, text: string, problems: string[]): EmailAddress[] {
  const parsed = addressparser(text, { flatten: true });
  const addresses = parsed.map(({ name, address }) => ({ name: name.trim(), address: address.trim() }));
  // A word with no @ is read as a name with no address: it is shown as it was written.
  const wrong = addresses.filter(({ address }) => !isPlainAddress(address)).map(({ name, address }) => address || name);
  if (addresses.length === 0 || wrong.length)
    problems.push(
      `${key} must be email addresses separated by commas, such as sales@agency.co.uk (${
        addresses.length === 0
          ? "it has none"
          : `${wrong.map((text) => `"${text}"`).join(", ")} ${wrong.length === 1 ? "is not one" : "are not"}`
      })`,
    );
  return addresses;
}

const listed = (keys: readonly string[]) =>
  keys.length > 1 ? `${keys.slice(0, -1).join(", ")} and ${keys[keys.length - 1]!}` : (keys[0] ?? "");
