import { mkdtempSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailSettingsFromEnvironment, type EmailSettings } from "./email-settings.server";
import { emailDestination } from "./enquiry-email.server";
import { createForwarder, type EnquiryDestination } from "./enquiry-forwarder.server";
import { openEnquiryStore, type EnquiryStore, type NewEnquiry } from "./store/enquiry-store.server";
import { startServerProcess, type ServerProcess } from "../site/test-server-child";
import { startSmtpStandIn } from "./test-smtp-server";
import { writeTestBuild } from "../site/test-site";

const settingsFor = (smtpUrl: string): EmailSettings =>
  emailSettingsFromEnvironment({
    SMTP_URL: smtpUrl,
    ENQUIRY_EMAIL_TO: "sales@agency.test, Ann Lee <ann@agency.test>",
    ENQUIRY_EMAIL_FROM: "Outreach Lab website <site@agency.test>",
  })!;

const priya = {
  name: "Priya Shah",
  email: "priya@shop.example",
  phone: "+44 20 7946 0958",
  message: "We would like twenty placements on UK lifestyle blogs.\nCould you call on Tuesday?",
};

/** What the forwarder logged, so a test can read it for a password. */
const recordingLog = () => {
  const lines: string[] = [];
  return { lines, warn: (line: string) => void lines.push(line) };
};

/** The mail servers and stores a test opened, closed once it ends. */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});
function closedAfterTest<Opened extends { close(): Promise<void> }>(each: Opened): Opened {
  opened.push(each);
  return each;
}

/** Most tests' start: a mail server stand-in, an empty store, and the email destination that sends through the stand-in. */
async function emailThroughStandIn(options?: Parameters<typeof startSmtpStandIn>[0]) {
  const smtp = closedAfterTest(await startSmtpStandIn(options));
  const store = closedAfterTest(await openEnquiryStore(":memory:"));
  return { smtp, store, email: emailDestination(settingsFor(smtp.url)) };
}

/** Forwards until every enquiry is delivered or `rounds` rounds have passed, a short back-off between them. */
async function forwardUntilDelivered(store: EnquiryStore, destinations: EnquiryDestination[], log = recordingLog(), rounds = 20) {
  const forwarder = createForwarder(store, destinations, { retryDelay: () => 50, log });
  for (let round = 0; round < rounds; round += 1) {
    await forwarder.runOnce();
    const deliveries = (await store.list()).flatMap((record) => record.deliveries);
    if (deliveries.every((delivery) => delivery.status === "delivered")) return log;
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  throw new Error(`Not delivered after ${rounds} rounds: ${log.lines.join("\n")}`);
}

/** Stores one enquiry as given (stored, not checked: the email must not rely on the form's rules) and emails it: the one message the agency receives. */
async function emailOne(enquiry: Omit<NewEnquiry, "destinations">) {
  const { smtp, store, email } = await emailThroughStandIn();
  const stored = await store.add({ ...enquiry, destinations: [email.name] });
  await forwardUntilDelivered(store, [email]);
  expect(smtp.received).toHaveLength(1);
  return { stored, ...smtp.received[0]! };
}

describe("each enquiry emailed to the agency", () => {
  it("arrives once, to every address, from the site, Reply-To the visitor, with the name and page in the subject", async () => {
    const { stored, recipients, parsed } = await emailOne({ enquiry: priya, page: "/white-label" });
    expect(recipients).toEqual(["sales@agency.test", "ann@agency.test"]);
    expect(parsed.subject).toBe("Enquiry from Priya Shah on /white-label");
    expect(parsed.from?.text).toBe('"Outreach Lab website" <site@agency.test>');
    expect(parsed.replyTo?.value).toEqual([{ name: "Priya Shah", address: "priya@shop.example" }]);
    expect(parsed.messageId).toBe(`<enquiry-${stored.id}@agency.test>`);
    // The Date header counts whole seconds.
    expect(parsed.date?.getTime()).toBe(Math.floor(Date.parse(stored.receivedAt) / 1000) * 1000);
    expect(parsed.text).toContain(
      "Name:     Priya Shah\nEmail:    priya@shop.example\nPhone:    +44 20 7946 0958\nPage:     /white-label\n",
    );
    expect(parsed.text).toContain(
      "Message:\n    We would like twenty placements on UK lifestyle blogs.\n    Could you call on Tuesday?\n",
    );
    expect(parsed.html).toContain('<th scope="row" align="left">Phone</th><td>+44 20 7946 0958</td>');
    expect(parsed.html).toContain(
      "<p>We would like twenty placements on UK lifestyle blogs.<br>\nCould you call on Tuesday?</p>",
    );
  });

  it("puts the suspicion first in the subject and the body of an enquiry that looks automated", async () => {
    const { parsed } = await emailOne({
      enquiry: priya,
      page: "/get-in-touch",
      spam: { reason: "sent 300 ms after the page opened", withheld: false },
    });
    expect(parsed.subject).toBe("Suspected spam (sent 300 ms after the page opened): enquiry from Priya Shah on /get-in-touch");
    expect(String(parsed.text).split("\n")[0]).toBe(
      "Suspected spam (sent 300 ms after the page opened): forwarded in case a person sent it; please check before replying.",
    );
  });

  it("emails nothing for an enquiry whose hidden field was filled in", async () => {
    const { smtp, store, email } = await emailThroughStandIn();
    await store.add({ enquiry: priya, spam: { reason: "hidden field filled in", withheld: true }, destinations: [email.name] });
    await store.add({ enquiry: { ...priya, name: "Ann Person" }, destinations: [email.name] });
    await forwardUntilDelivered(store, [email]);
    expect(smtp.received.map((received) => received.parsed.subject)).toEqual(["Enquiry from Ann Person"]);
  });
});

describe("what a visitor types cannot change the email", () => {
  it("a line break in the name, address or page adds no header and no recipient; markup is shown as text, never as a link", async () => {
    // Stored as they are: the form's rules would refuse most of these, the email must not rely on it.
    const { recipients, parsed, raw } = await emailOne({
      enquiry: {
        name: 'Priya\r\nBcc: victim@evil.test\r\nX-Injected: yes <a href="https://evil.test">Shah</a>',
        email: "priya@shop.example\r\nBcc: victim2@evil.test",
        phone: "\n\nContent-Type: text/html",
        // A line with a lone dot ends an SMTP message: the rest must not become a second one.
        message:
          'Hello\r\n.\r\nMAIL FROM:<x@evil.test>\r\nRCPT TO:<victim3@evil.test>\r\n<script>alert(1)</script> <a href="https://evil.test">prize</a>',
      },
      page: "/white-label\r\nReply-To: thief@evil.test",
    });
    expect(recipients).toEqual(["sales@agency.test", "ann@agency.test"]);
    expect([...parsed.headers.keys()].sort()).toEqual([
      "auto-submitted",
      "content-type",
      "date",
      "from",
      "message-id",
      "mime-version",
      "subject",
      "to",
    ]);
    expect(raw.slice(0, raw.indexOf("\r\n\r\n"))).not.toMatch(/^(bcc|x-injected|reply-to):/im);
    // The address with a line break in it cannot be replied to, so there is no Reply-To at all.
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.subject).toBe(
      'Enquiry from Priya Bcc: victim@evil.test X-Injected: yes <a href="https://evil.test">Shah</a> on /white-label Reply-To: thief@evil.test',
    );
    expect(parsed.text).toContain("    MAIL FROM:<x@evil.test>\n");
    expect(parsed.text).toContain('    <script>alert(1)</script> <a href="https://evil.test">prize</a>\n');
    expect(parsed.html).not.toMatch(/<(a|script)\b/i);
    expect(parsed.html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt; &lt;a href=&quot;https://evil.test&quot;&gt;prize&lt;/a&gt;",
    );
    expect(parsed.html).toContain(
      "Priya Bcc: victim@evil.test X-Injected: yes &lt;a href=&quot;https://evil.test&quot;&gt;Shah&lt;/a&gt;",
    );
  });

  // Plain ASCII that a mail program would decode into a right-to-left override and a line break.
  it("an encoded word in the name, page or spam reason is shown as typed, never decoded into other text", async () => {
    const name = "=?utf-8?Q?=E2=80=AEmoc.knab-yruxul=2F=2F=3Asptth_=0D=0AX?=";
    // Stored as they are: the form's rules refuse the name and drop the page, the email must not rely on it.
    const { parsed, raw } = await emailOne({
      enquiry: { ...priya, name },
      page: "/white-label=?utf-8?B?4oCu?=",
      spam: { reason: 'impossible fill time "=?utf-8?Q?=0A?="', withheld: false },
    });
    expect(parsed.subject).toBe(
      `Suspected spam (impossible fill time "=?utf-8?Q?=0A?="): enquiry from ${name} on /white-label=?utf-8?B?4oCu?=`,
    );
    // Reply-To answers the visitor; the name, which not every mail program would show as typed there, is left out.
    expect(parsed.replyTo?.value).toEqual([{ name: "", address: "priya@shop.example" }]);
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    // Not one of the visitor's encoded words is in a header as typed: only ours, which decode to them.
    for (const typed of [name, "=?utf-8?B?4oCu?=", "=?utf-8?Q?=0A?="]) expect(headers).not.toContain(typed);
    expect(parsed.text).toContain(`Name:     ${name}\n`);
    for (const shown of [parsed.subject!, parsed.replyTo!.text]) expect(shown).not.toMatch(/[\u202e\r\n\u2028\u2029]/);
  });

  it("an address holding an encoded word is shown in the body, never used as Reply-To", async () => {
    // Mail programs decode it too: this one reads as "priya" and a right-to-left override.
    const address = "priya=?utf-8?Q?=E2=80=AE?=@shop.example";
    const { parsed, raw } = await emailOne({ enquiry: { ...priya, email: address } });
    expect(parsed.replyTo).toBeUndefined();
    expect(raw.slice(0, raw.indexOf("\r\n\r\n"))).not.toContain(address);
    expect(parsed.text).toContain(`Email:    ${address} (this does not look like an address we can reply to)\n`);
  });

  it("a line or paragraph separator in the name splits no header: it is a space in the subject and Reply-To", async () => {
    const { parsed, raw, recipients } = await emailOne({
      enquiry: { ...priya, name: "Priya\u2028Bcc: victim@evil.test\u2029Shah" },
    });
    expect(recipients).toEqual(["sales@agency.test", "ann@agency.test"]);
    expect(parsed.subject).toBe("Enquiry from Priya Bcc: victim@evil.test Shah");
    expect(parsed.replyTo?.value).toEqual([{ name: "Priya Bcc: victim@evil.test Shah", address: "priya@shop.example" }]);
    expect(raw).not.toMatch(/[\u2028\u2029]/);
  });

  it("a comma or quotes in the name stay in the Reply-To name and add no address", async () => {
    const { parsed } = await emailOne({ enquiry: { ...priya, name: 'Shah, "Priya" <thief@evil.test>' } });
    expect(parsed.replyTo?.value).toEqual([{ name: 'Shah, "Priya" <thief@evil.test>', address: "priya@shop.example" }]);
  });
});

describe("a mail server that is not well", () => {
  it("refuses (4xx, then 5xx) and then recovers: each enquiry is emailed exactly once, the refusals recorded meanwhile", async () => {
    // The first three messages are refused, every one after them taken.
    const refusals = [451, 550, 421];
    const { smtp, store, email } = await emailThroughStandIn({
      answer: (index) => (index < refusals.length ? { refuse: refusals[index]! } : "accept"),
    });
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4])
      ids.push((await store.add({ enquiry: { ...priya, name: `Visitor ${n}` }, destinations: [email.name] })).id);
    const log = await forwardUntilDelivered(store, [email]);

    expect(log.lines.join("\n")).toMatch(/did not take it: .*451/);
    expect(log.lines.join("\n")).toMatch(/did not take it: .*550/);
    const messageIds = smtp.received.map((received) => received.parsed.messageId);
    expect([...messageIds].sort()).toEqual(ids.map((id) => `<enquiry-${id}@agency.test>`).sort());
    const deliveries = (await store.list()).flatMap((record) => record.deliveries);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(["delivered", "delivered", "delivered", "delivered"]);
    // One attempt each that got through, and one more for each refusal.
    expect(deliveries.reduce((sum, delivery) => sum + delivery.attempts, 0)).toBe(ids.length + refusals.length);
  });

  it("never shows the password: a refused login is logged and recorded with the server's answer only", async () => {
    const password = "correct-horse-7%battery";
    const smtp = closedAfterTest(await startSmtpStandIn({ credentials: { user: "site@agency.test", pass: "another one" } }));
    const store = closedAfterTest(await openEnquiryStore(":memory:"));
    const wrongUrl = smtp.url.replace(/:[^:@]*@/, `:${encodeURIComponent(password)}@`);
    const email = emailDestination(settingsFor(wrongUrl));
    expect(email.summary).toMatch(/^email to 2 addresses through 127\.0\.0\.1:\d+$/);
    await store.add({ enquiry: priya, destinations: [email.name] });
    const log = recordingLog();
    await createForwarder(store, [email], { log }).runOnce();
    const [delivery] = (await store.list())[0]!.deliveries;
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/535/) });
    for (const shown of [...log.lines, delivery!.lastError!]) {
      expect(shown).not.toContain(password);
      expect(shown).not.toContain(encodeURIComponent(password));
    }
    expect(smtp.received).toEqual([]);
  });

  it("hangs without a word: the other destinations are not held up, the send is given up at its time-out and its connection closed", async () => {
    // Takes each connection and never says anything on it (not even the greeting).
    const sockets: Socket[] = [];
    let closedBySender = 0;
    const silent = createServer((socket) => {
      sockets.push(socket);
      socket.on("close", () => (closedBySender += 1));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const store = closedAfterTest(await openEnquiryStore(":memory:"));
      const email = emailDestination(settingsFor(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`), {
        timeoutMs: 300,
      });
      const delivered: string[] = [];
      const healthy: EnquiryDestination = { name: "healthy", send: async (record) => void delivered.push(record.id) };
      const ids: string[] = [];
      for (const n of [1, 2, 3])
        ids.push((await store.add({ enquiry: { ...priya, name: `Visitor ${n}` }, destinations: [email.name, healthy.name] })).id);
      const forwarder = createForwarder(store, [email, healthy], { log: recordingLog() });
      const started = Date.now();
      forwarder.start(60_000);
      await vi.waitFor(() => expect(delivered).toEqual(ids), { timeout: 250, interval: 5 });
      expect(Date.now() - started).toBeLessThan(250);
      // All three were tried at once, and each connection is closed once its send is given up.
      await vi.waitFor(() => expect(closedBySender).toBe(3), { timeout: 3_000, interval: 20 });
      await forwarder.stop({ graceMs: 100 });
      const emailed = (await store.list()).flatMap((record) => record.deliveries.filter((each) => each.destination === "email"));
      expect(emailed).toMatchObject([
        { status: "pending", attempts: 1, lastError: "No answer within 0.3 s" },
        { status: "pending", attempts: 1, lastError: "No answer within 0.3 s" },
        { status: "pending", attempts: 1, lastError: "No answer within 0.3 s" },
      ]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("a restart while an email is being sent", () => {
  let running: ServerProcess | undefined;
  afterEach(() => {
    running?.child.kill("SIGKILL");
    running = undefined;
  });

  it("sends it again after the restart, as the same message (Message-ID and Date), and it is then delivered", async () => {
    const root = writeTestBuild();
    const dbUrl = `file:${join(mkdtempSync(join(tmpdir(), "email-restart-")), "enquiries.db")}`;
    // The mail server reads each message and then never answers: the server stops mid-send.
    const smtp = closedAfterTest(await startSmtpStandIn({ answer: () => "hold" }));
    running = await startServerProcess({ TEST_SITE_ROOT: root, TEST_DB_URL: dbUrl, TEST_SMTP_URL: smtp.url });
    const response = await fetch(`${running.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...priya, fill_ms: 10_000, page: "/white-label" }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await vi.waitFor(() => expect(smtp.held).toBe(1), { timeout: 5_000, interval: 20 });

    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    smtp.answer = () => "accept";
    running = await startServerProcess({ TEST_SITE_ROOT: root, TEST_DB_URL: dbUrl, TEST_SMTP_URL: smtp.url });
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 20 });
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(0);

    const [first, again] = smtp.received.map(({ parsed }) => ({
      messageId: parsed.messageId,
      date: parsed.date?.toISOString(),
      subject: parsed.subject,
    }));
    expect(first).toEqual({
      messageId: `<enquiry-${id}@agency.test>`,
      date: expect.any(String),
      subject: "Enquiry from Priya Shah on /white-label",
    });
    expect(again).toEqual(first);
    const store = closedAfterTest(await openEnquiryStore(dbUrl));
    expect((await store.list())[0]!.deliveries).toMatchObject([{ destination: "email", status: "delivered" }]);
  }, 60_000);
});
