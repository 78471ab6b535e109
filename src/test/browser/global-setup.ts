import { appendFileSync, existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { readServerConfig } from "../../server/http/server-config.server";
import { emailSettingsFromEnvironment } from "../../server/enquiries/email-settings.server";
import { emailDestination } from "../../server/enquiries/enquiry-email.server";
import { formServiceDestination } from "../../server/enquiries/enquiry-forwarder.server";
import { startSite } from "../../server/site/start-site.server";
import { startSmtpStandIn } from "../../server/enquiries/test-smtp-server";

const BUILD_DIR = "build/client";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The store this run's enquiries go to (read it as `npm run enquiries` does). */
    enquiriesDbUrl: string;
    /** Every email the stand-in mail server took, one JSON `ReceivedEmailSummary` a line. */
    emailsFile: string;
  }
}

/** A form service on loopback that takes every enquiry: forwarding can be seen to happen (a delivered row). */
async function startReceiver() {
  const receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/enquiries`,
    close: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
  };
}

/** What a test needs to know of an email the agency got. */
export interface ReceivedEmailSummary {
  /** When the stand-in took it (ms since the epoch). */
  at: number;
  recipients: string[];
  subject: string | undefined;
  replyTo: string | undefined;
  messageId: string | undefined;
  text: string | undefined;
}

/**
 * Serves the production build with the site's own server, as `npm start` does, on a free port and a
 * fresh store, forwarding every enquiry to a stand-in form service and emailing it through a
 * stand-in mail server, both on loopback.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(`${BUILD_DIR}/index.html`)) {
    throw new Error(`No production build in ${BUILD_DIR}: run \`npm run build\` before the browser tests (npm test does).`);
  }
  if (readServerConfig(BUILD_DIR).formEndpoint) {
    throw new Error(
      "The build in build/client posts enquiries to a form service (VITE_FORM_ENDPOINT was set): the browser tests check the " +
        "default build, whose form posts to the site's own API. Run `npm run build` with VITE_FORM_ENDPOINT unset.",
    );
  }
  const enquiriesDbUrl = `file:${join(mkdtempSync(join(tmpdir(), "browser-enquiries-")), "enquiries.db")}`;
  const receiver = await startReceiver();
  const emailsFile = join(mkdtempSync(join(tmpdir(), "browser-emails-")), "emails.jsonl");
  const smtp = await startSmtpStandIn({
    onEmail: ({ recipients, parsed }) => {
      const summary: ReceivedEmailSummary = {
        at: Date.now(),
        recipients,
        subject: parsed.subject,
        replyTo: parsed.replyTo?.text,
        messageId: parsed.messageId,
        text: parsed.text,
      };
      appendFileSync(emailsFile, `${JSON.stringify(summary)}\n`);
    },
  });
  const email = emailSettingsFromEnvironment({
    SMTP_URL: smtp.url,
    ENQUIRY_EMAIL_TO: "sales@agency.test, ann@agency.test",
    ENQUIRY_EMAIL_FROM: "site@agency.test",
  })!;
  const site = await startSite({
    root: BUILD_DIR,
    dbUrl: enquiriesDbUrl,
    destinations: [formServiceDestination({ url: receiver.url }), emailDestination(email)],
    enquiriesPerMinute: 200,
    forwardEveryMs: 500,
  });
  project.provide("baseUrl", site.url);
  project.provide("enquiriesDbUrl", enquiriesDbUrl);
  project.provide("emailsFile", emailsFile);
  return async () => {
    await site.close();
    await receiver.close();
    await smtp.close();
  };
}
