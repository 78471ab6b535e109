import { describe, expect, it } from "vitest";
import { startupLines } from "./startup-lines";

describe("the lines npm run serve prints when it starts", () => {
  it("names the store without its credentials", () => {
    const printed = startupLines({
      url: "http://127.0.0.1:4173",
      dbUrl: "libsql://ann:hunter2@enquiries-agency.turso.io?authToken=eyJhbGciOiJFZERTQSJ9.secret&tls=1",
      destinations: ["agency back end"],
    }).join("\n");
    expect(printed).toContain("http://localhost:4173");
    expect(printed).toContain("enquiries-agency.turso.io");
    expect(printed).toContain("forwarded to agency back end");
    for (const secret of ["hunter2", "ann:", "eyJhbGciOiJFZERTQSJ9", "secret"]) expect(printed).not.toContain(secret);
  });

  it("shows a local database path as it is", () => {
    expect(
      startupLines({ url: "http://127.0.0.1:4173", dbUrl: "file:data/enquiries.db", destinations: [] }).join("\n"),
    ).toContain("Enquiries are kept in file:data/enquiries.db;");
  });
});
