import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { configuredDestinations } from "../../src/server/enquiries/enquiry-forwarder.server";
import { openEnquiryStore } from "../../src/server/enquiries/store/enquiry-store.server";
import { startFailureLine, startupLines } from "./startup-lines";

describe("the lines npm run serve prints when it starts", () => {
  it("names the store without its credentials", () => {
    const printed = startupLines({
      url: "http://127.0.0.1:4173",
      dbUrl: "libsql://ann:hunter2@enquiries-agency.turso.io?authToken=eyJhbGciOiJFZERTQSJ9.secret&tls=1",
      destinations: ["the agency back end at api.agency.test"],
      publishing: false,
    }).join("\n");
    expect(printed).toContain("http://localhost:4173");
    expect(printed).toContain("enquiries-agency.turso.io");
    expect(printed).toContain("forwarded to: the agency back end at api.agency.test.");
    for (const secret of ["hunter2", "ann:", "eyJhbGciOiJFZERTQSJ9", "secret"]) expect(printed).not.toContain(secret);
  });

  it("says enquiries are only stored when nothing forwards them, and how to have them emailed", () => {
    expect(
      startupLines({ url: "http://127.0.0.1:4173", dbUrl: "file:data/enquiries.db", destinations: [], publishing: false })[1],
    ).toBe(
      "Enquiries are only stored, in file:data/enquiries.db: nobody is told of one (set SMTP_URL, ENQUIRY_EMAIL_TO and ENQUIRY_EMAIL_FROM to email each to the agency). List them with `npm run enquiries`.",
    );
  });

  it("names every destination, the email's mail server without its password", () => {
    const destinations = configuredDestinations({
      LEADS_API_URL: "https://api.agency.test/v1",
      ENQUIRY_FORWARD_URL: "https://formspree.io/f/xyzzy-form-id",
      SMTP_URL: "smtps://site%40agency.test:hunter2@smtp.agency.test",
      ENQUIRY_EMAIL_TO: "sales@agency.test, ann@agency.test",
      ENQUIRY_EMAIL_FROM: "site@agency.test",
    });
    const printed = startupLines({
      url: "http://127.0.0.1:4173",
      dbUrl: "file:data/enquiries.db",
      destinations: destinations.map((destination) => destination.summary ?? destination.name),
      publishing: false,
    })[1];
    expect(printed).toBe(
      "Enquiries are stored in file:data/enquiries.db and forwarded to: the agency back end at api.agency.test; the form service at formspree.io; email to 2 addresses through smtp.agency.test:465. List them with `npm run enquiries`.",
    );
  });

  it("says whether a publish can reach this server", () => {
    const lines = (publishing: boolean) =>
      startupLines({ url: "http://127.0.0.1:4173", dbUrl: "file:data/enquiries.db", destinations: [], publishing }).join("\n");
    expect(lines(true)).toContain("Publishing is on: a signed POST /api/publish rebuilds the site");
    expect(lines(false)).toContain("Publishing is off (SANITY_WEBHOOK_SECRET is not set)");
  });
});

describe("the line npm run serve prints when it cannot start", () => {
  it("names the email settings that are missing or malformed, without the password, and exits before listening", async () => {
    const env = {
      ...process.env,
      PORT: "0",
      SMTP_URL: "smtp://site:hunter2@smtp.agency.test:587",
      ENQUIRY_EMAIL_TO: "sales@",
      ENQUIRY_EMAIL_FROM: "",
    };
    const result = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/serve/index.ts"], {
      env,
      timeout: 15_000,
    }).then(
      () => ({ code: 0, stdout: "", stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^Could not start the server: Enquiries cannot be emailed as configured: /);
    expect(result.stderr).toContain("ENQUIRY_EMAIL_FROM is not set");
    expect(result.stderr).toContain(
      'ENQUIRY_EMAIL_TO must be email addresses separated by commas, such as sales@agency.co.uk ("sales@" is not one)',
    );
    expect(result.stderr).not.toContain("hunter2");
  });

  it("masks the database address libSQL quotes in its error", async () => {
    const failure = await openEnquiryStore("libsql://ann:hunter2@127.0.0.1:1/enquiries?authToken=eyJ.secret").then(
      () => new Error("opened"),
      (error: unknown) => error as Error,
    );
    // libSQL's own text quotes the address, rewritten but with the password in it.
    expect(failure.message).toContain("hunter2");
    const printed = startFailureLine(failure);
    expect(printed).toMatch(/^Could not start the server: .*127\.0\.0\.1:1/);
    for (const secret of ["hunter2", "eyJ.secret"]) expect(printed).not.toContain(secret);
  });
});
