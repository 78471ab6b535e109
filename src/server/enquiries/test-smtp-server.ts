/**
 * A mail server on loopback for tests (and for trying `npm start` by hand): it takes what it is sent
 * and keeps each message, raw and parsed; it can refuse, hold its answer, or ask for a password.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

export interface ReceivedEmail {
  /** The envelope's recipients: who the message is really delivered to, whatever its headers say. */
  recipients: string[];
  raw: string;
  parsed: ParsedMail;
}

/** What the stand-in answers a message with: take it, refuse it with an SMTP code, or never answer. */
export type SmtpAnswer = "accept" | "hold" | { refuse: number };

export interface SmtpStandIn {
  /** smtp://127.0.0.1:port (with the credentials it asks for, when it asks for any). */
  url: string;
  received: ReceivedEmail[];
  /** How each message is answered, by its number (0 for the first that arrives); accepted by default. */
  answer: (index: number) => SmtpAnswer;
  /** Messages whose answer is held: their data is in `received`, but the sender is never told. */
  held: number;
  close(): Promise<void>;
}

export async function startSmtpStandIn({
  answer = () => "accept",
  credentials,
  onEmail,
}: {
  answer?: (index: number) => SmtpAnswer;
  /** Asks for this user and password (over plain SMTP, as a loopback test can). */
  credentials?: { user: string; pass: string };
  onEmail?: (email: ReceivedEmail) => void;
} = {}): Promise<SmtpStandIn> {
  let arrived = 0;
  const standIn: Omit<SmtpStandIn, "url" | "close"> = { received: [], answer, held: 0 };
  const server = new SMTPServer({
    // No TLS offered: a loopback stand-in has no certificate the sender would trust.
    disabledCommands: credentials ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    // Closing does not wait for a held answer beyond this.
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      return callback(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const index = arrived++;
        const reply = standIn.answer(index);
        if (typeof reply === "object")
          return callback(Object.assign(new Error(`Refused by the stand-in (${reply.refuse})`), { responseCode: reply.refuse }));
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw).then((parsed) => {
          const email = { recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed };
          standIn.received.push(email);
          onEmail?.(email);
          if (reply === "hold") standIn.held += 1;
          else callback(null, "Taken by the stand-in");
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const userinfo = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : "";
  return Object.assign(standIn, {
    url: `smtp://${userinfo}127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
