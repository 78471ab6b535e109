import { describe, expect, it } from "vitest";
import { emailSettingsFromEnvironment } from "./email-settings.server";
import { configuredDestinations } from "./enquiry-forwarder.server";

const complete = {
  SMTP_URL: "smtps://site%40agency.co.uk:p%40ss:word@smtp.example.com",
  ENQUIRY_EMAIL_TO: "sales@agency.co.uk, Ann Lee <ann@agency.co.uk>",
  ENQUIRY_EMAIL_FROM: "Outreach Lab website <site@agency.co.uk>",
};

/** The message a start with these settings stops with. */
const refusal = (env: Record<string, string>) => {
  try {
    emailSettingsFromEnvironment(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the settings were taken");
};

describe("the email settings", () => {
  it("are off when none of the three is set: enquiries are then not emailed", () => {
    expect(emailSettingsFromEnvironment({})).toBeUndefined();
    expect(configuredDestinations({}).map((destination) => destination.name)).toEqual([]);
  });

  it("read the mail server, its TLS and credentials from SMTP_URL, and one or more recipients", () => {
    expect(emailSettingsFromEnvironment(complete)).toEqual({
      smtp: { host: "smtp.example.com", port: 465, secure: true, auth: { user: "site@agency.co.uk", pass: "p@ss:word" } },
      server: "smtp.example.com:465",
      to: [
        { name: "", address: "sales@agency.co.uk" },
        { name: "Ann Lee", address: "ann@agency.co.uk" },
      ],
      from: { name: "Outreach Lab website", address: "site@agency.co.uk" },
    });
    // smtp:// is STARTTLS on the submission port unless the URL says otherwise; query options are nodemailer's.
    expect(
      emailSettingsFromEnvironment({ ...complete, SMTP_URL: "smtp://apikey:SG.key@smtp.sendgrid.net?requireTLS=true" }),
    ).toMatchObject({
      smtp: { host: "smtp.sendgrid.net", port: 587, secure: false, requireTLS: true },
      server: "smtp.sendgrid.net:587",
    });
    expect(configuredDestinations(complete).map((destination) => destination.summary)).toEqual([
      "email to 2 addresses through smtp.example.com:465",
    ]);
  });

  it("stop the server at start, naming every one that is missing", () => {
    expect(refusal({ SMTP_URL: complete.SMTP_URL })).toBe(
      "Enquiries cannot be emailed as configured: ENQUIRY_EMAIL_TO and ENQUIRY_EMAIL_FROM are not set (emailing enquiries needs all three).",
    );
    expect(refusal({ ENQUIRY_EMAIL_TO: complete.ENQUIRY_EMAIL_TO, ENQUIRY_EMAIL_FROM: complete.ENQUIRY_EMAIL_FROM })).toMatch(
      /: SMTP_URL is not set \(emailing enquiries needs all three\)\.$/,
    );
    expect(() => configuredDestinations({ ENQUIRY_EMAIL_FROM: "site@agency.co.uk" })).toThrow(
      "SMTP_URL and ENQUIRY_EMAIL_TO are not set",
    );
  });

  it("stop the server at start, naming every one that is malformed, and never showing the password", () => {
    const message = refusal({
      SMTP_URL: "https://site:hunter2-secret@smtp.example.com",
      ENQUIRY_EMAIL_TO: "sales@agency.co.uk, bob@, ann",
      ENQUIRY_EMAIL_FROM: "site@agency.co.uk, other@agency.co.uk",
    });
    expect(message).toContain("SMTP_URL must start smtp:// (STARTTLS) or smtps:// (TLS from the start), not https://");
    expect(message).toContain(
      'ENQUIRY_EMAIL_TO must be email addresses separated by commas, such as sales@agency.co.uk ("bob@", "ann" are not)',
    );
    expect(message).toContain("ENQUIRY_EMAIL_FROM must be one address, not 2");
    for (const url of ["smtp://site:hunter2-secret@", "smtp:/ /site:hunter2-secret@host", "smtp://site:hunter2-secret@:25"]) {
      const shown = refusal({ ...complete, SMTP_URL: url });
      expect(shown).toMatch(/SMTP_URL (is not an address|names no mail server)/);
      expect(shown).not.toContain("hunter2");
    }
    expect(message).not.toContain("hunter2");
  });
});
