import { createClient } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnquiryStoreUnavailable, MIGRATIONS, openEnquiryStore } from "./enquiry-store.server";
import { postEnquiryJson, testSiteServer, writeTestBuild } from "../../site/test-site";

const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.co.uk`,
  phone: "",
  message: `Enquiry number ${n}: twenty links a month, please.`,
});

describe("listing stored enquiries", () => {
  // SQLite refuses a statement with more than 32,766 bound values; a listing that bound one value
  // per enquiry stopped working there (found when the load bench had stored more than that).
  it("lists every enquiry, with its deliveries, past 32,766 of them", async () => {
    const store = await openEnquiryStore(":memory:");
    const count = 32_800;
    for (let n = 0; n < count; n += 1)
      await store.add({
        enquiry: enquiry(n),
        destinations: n % 2 ? ["leads-api"] : [],
        ...(n % 1000 === 0 ? { spam: { reason: "hidden field filled in", withheld: true } } : {}),
      });
    const all = await store.list();
    const withheld = await store.list({ spamOnly: true });
    await store.close();
    expect(withheld).toHaveLength(Math.ceil(count / 1000));
    expect(all).toHaveLength(count - withheld.length);
    expect(all[0]!.email).toBe(`visitor${count - 1}@example.co.uk`);
    expect(withheld[0]!.email).toBe(`visitor32000@example.co.uk`);
    expect(all.find((record) => record.email === "visitor1@example.co.uk")!.deliveries).toMatchObject([
      { destination: "leads-api", status: "pending", attempts: 0 },
    ]);
    expect(all.find((record) => record.email === "visitor2@example.co.uk")!.deliveries).toEqual([]);
  }, 120_000);
});

describe("spam in the store", () => {
  it("lists suspected spam with everyone else, queued for delivery; withheld spam only when asked for spam", async () => {
    const store = await openEnquiryStore(":memory:");
    await store.add({ enquiry: enquiry(1), destinations: ["form-service"] });
    await store.add({
      enquiry: enquiry(2),
      spam: { reason: "sent 300 ms after the page opened", withheld: false },
      destinations: ["form-service"],
    });
    await store.add({
      enquiry: enquiry(3),
      spam: { reason: "hidden field filled in", withheld: true },
      destinations: ["form-service"],
    });
    const listed = await store.list();
    const spam = await store.list({ spamOnly: true });
    await store.close();
    expect(listed.map((record) => [record.email, record.spamReason, record.withheld, record.deliveries.length])).toEqual([
      ["visitor2@example.co.uk", "sent 300 ms after the page opened", false, 1],
      ["visitor1@example.co.uk", null, false, 1],
    ]);
    expect(spam.map((record) => [record.email, record.withheld])).toEqual([
      ["visitor3@example.co.uk", true],
      ["visitor2@example.co.uk", false],
    ]);
  });

  it("upgrading withholds only old honeypot spam; enquiries the old time rule flagged are listed as suspected", async () => {
    const dbUrl = `file:${join(mkdtempSync(join(tmpdir(), "upgrade-")), "enquiries.db")}`;
    // A store as the first release left it: only the first migration, spam marked by its reason alone.
    const old = createClient({ url: dbUrl });
    await old.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
    await old.batch([...MIGRATIONS[0]!, "INSERT INTO schema_migrations VALUES (1, '2025-01-01T00:00:00Z')"], "write");
    await old.batch(
      [
        `INSERT INTO enquiries (id, received_at, name, email, phone, message, spam_reason)
         VALUES ('bot', '2025-01-02T00:00:00Z', 'Bot', 'bot@example.com', '', 'Cheap links!!!!!', 'hidden field filled in')`,
        `INSERT INTO enquiries (id, received_at, name, email, phone, message, spam_reason)
         VALUES ('quick', '2025-01-02T12:00:00Z', 'Quick', 'quick@example.co.uk', '', 'Autofilled and sent', 'sent 1587 ms after the form appeared')`,
        `INSERT INTO enquiries (id, received_at, name, email, phone, message)
         VALUES ('ann', '2025-01-03T00:00:00Z', 'Ann', 'ann@example.co.uk', '', 'Twenty links a month')`,
      ],
      "write",
    );
    old.close();
    const store = await openEnquiryStore(dbUrl);
    const listed = await store.list();
    const spam = await store.list({ spamOnly: true });
    const waiting = await store.destinationsWaiting();
    await store.close();
    expect(listed).toMatchObject([
      { id: "ann", spamReason: null, withheld: false },
      { id: "quick", spamReason: "sent 1587 ms after the form appeared", withheld: false, deliveries: [] },
    ]);
    expect(spam).toMatchObject([
      { id: "quick", withheld: false },
      { id: "bot", withheld: true, spamReason: "hidden field filled in" },
    ]);
    // Never forwarded then, and not forwarded now.
    expect(waiting).toEqual([]);
  });
});

describe("opening a store it cannot read", () => {
  // The address of a hosted database carries its token; a message that quoted it would put the
  // token in a terminal, a CI log or a bug report.
  it.each([
    "libsql://ann:hunter2@127.0.0.1:1/enquiries?authToken=eyJ.secret",
    "libsql://127.0.0.1:1/enquiries?authToken=eyJ.secret",
  ])("says so without the credentials in %s", async (dbUrl) => {
    const failure = await openEnquiryStore(dbUrl, { readOnly: true }).then(
      () => new Error("opened"),
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(EnquiryStoreUnavailable);
    expect(failure.message).toContain("127.0.0.1:1");
    for (const secret of ["hunter2", "eyJ.secret"]) expect(failure.message).not.toContain(secret);
  });
});

describe("the rate limit on the single-server file store", () => {
  // Each hit was a second synced write to the file, which halved the enquiries a second the server
  // could take (decision 0029); one server's limit counts in its memory.
  it("limits an address without writing anything to the file but the enquiries", async () => {
    const dbUrl = `file:${join(mkdtempSync(join(tmpdir(), "limit-")), "enquiries.db")}`;
    const store = await openEnquiryStore(dbUrl);
    const server = await testSiteServer({ root: writeTestBuild(), store, enquiriesPerMinute: 2 });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await postEnquiryJson(server, { ...enquiry(n), fill_ms: 9_000 })).statusCode);
    await server.close();
    await store.close();
    expect(statuses).toEqual([201, 201, 429]);
    const file = createClient({ url: dbUrl });
    const counts = await file.execute(
      "SELECT (SELECT count(*) FROM enquiries) AS enquiries, (SELECT count(*) FROM rate_limit_hits) AS counters",
    );
    file.close();
    expect(counts.rows[0]).toMatchObject({ enquiries: 2, counters: 0 });
  });
});
