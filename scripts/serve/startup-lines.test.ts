import { describe, expect, it } from "vitest";
import { openEnquiryStore } from "../../src/server/enquiry-store.server";
import { startFailureLine, startupLines } from "./startup-lines";

describe("the lines npm run serve prints when it starts", () => {
  it("names the store without its credentials", () => {
    const printed = startupLines({
      url: "http://127.0.0.1:4173",
      dbUrl: "libsql://ann:hunter2@enquiries-agency.turso.io?authToken=eyJhbGciOiJFZERTQSJ9.secret&tls=1",
      destinations: ["agency back end"],
      publishing: false,
    }).join("\n");
    expect(printed).toContain("http://localhost:4173");
    expect(printed).toContain("enquiries-agency.turso.io");
    expect(printed).toContain("forwarded to agency back end");
    for (const secret of ["hunter2", "ann:", "eyJhbGciOiJFZERTQSJ9", "secret"]) expect(printed).not.toContain(secret);
  });

  it("shows a local database path as it is", () => {
    expect(
      startupLines({ url: "http://127.0.0.1:4173", dbUrl: "file:data/enquiries.db", destinations: [], publishing: false }).join(
        "\n",
      ),
    ).toContain("Enquiries are kept in file:data/enquiries.db;");
  });

  it("says whether a publish can reach this server", () => {
    const lines = (publishing: boolean) =>
      startupLines({ url: "http://127.0.0.1:4173", dbUrl: "file:data/enquiries.db", destinations: [], publishing }).join("\n");
    expect(lines(true)).toContain("Publishing is on: a signed POST /api/publish rebuilds the site");
    expect(lines(false)).toContain("Publishing is off (SANITY_WEBHOOK_SECRET is not set)");
  });
});

describe("the line npm run serve prints when it cannot start", () => {
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
