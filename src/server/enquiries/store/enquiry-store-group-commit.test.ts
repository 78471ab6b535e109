import type { InStatement, ResultSet } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { groupCommits } from "./enquiry-store-group-commit.server";
import { openEnquiryStore } from "./enquiry-store.server";

/** A database that records each transaction and answers each statement with its own text as a row. */
function recordingDatabase({ failOn }: { failOn?: string } = {}) {
  const transactions: string[][] = [];
  return {
    transactions,
    async batch(statements: InStatement[]) {
      const texts = statements.map((statement) => (typeof statement === "string" ? statement : statement.sql));
      if (failOn && texts.includes(failOn)) throw new Error(`refused ${failOn}`);
      transactions.push(texts);
      return texts.map((sql) => ({ rows: [{ sql }] }) as unknown as ResultSet);
    },
  };
}

describe("writes committed together", () => {
  it("commits writes made together in one transaction, and answers each with its own results", async () => {
    const db = recordingDatabase();
    const write = groupCommits(db);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => write([`insert ${n}`, `queue ${n}`])));
    expect(db.transactions).toHaveLength(1);
    expect(answers.map((results) => results.map((result) => result.rows[0]!.sql))).toEqual(
      Array.from({ length: 10 }, (_, n) => [`insert ${n}`, `queue ${n}`]),
    );
    await write(["later"]);
    expect(db.transactions).toHaveLength(2);
  });

  it("fails only the write that fails: the others are committed on their own", async () => {
    const db = recordingDatabase({ failOn: "bad" });
    const write = groupCommits(db);
    const outcomes = await Promise.allSettled([write(["good 1"]), write(["bad"]), write(["good 2"])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(db.transactions).toEqual([["good 1"], ["good 2"]]);
  });

  it("stores every enquiry sent at once on the file store, a key sent twice once", async () => {
    const store = await openEnquiryStore(`file:${join(mkdtempSync(join(tmpdir(), "group-")), "enquiries.db")}`);
    const enquiry = (n: number) => ({ name: `Visitor ${n}`, email: `v${n}@example.co.uk`, phone: "", message: "Links, please." });
    const key = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    const [first, again, ...others] = await Promise.all([
      store.add({ enquiry: enquiry(0), destinations: ["leads"], submissionKey: key }),
      store.add({ enquiry: enquiry(0), destinations: ["leads"], submissionKey: key }),
      ...Array.from({ length: 30 }, (_, n) => store.add({ enquiry: enquiry(n + 1), destinations: ["leads"] })),
    ]);
    const listed = await store.list();
    await store.close();
    expect([first.repeated, again.repeated]).toEqual([false, true]);
    expect(again.id).toBe(first.id);
    expect(again.deliveries).toMatchObject([{ destination: "leads", status: "pending" }]);
    expect(others.every((stored) => !stored.repeated)).toBe(true);
    expect(listed).toHaveLength(31);
    expect(listed.flatMap((stored) => stored.deliveries)).toHaveLength(31);
  });
});
