/** The embedded store's tables: the steps that make them, run once each by the server that opens the file for writing. */
import type { Client } from "@libsql/client";
import { DELIVERY_COLUMNS, VISITOR_COLUMNS } from "./enquiry-store-rows.server";

/**
 * Each entry runs once, in order, in its own transaction; the applied ones are remembered in
 * `schema_migrations`. Append new steps; never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[][] = [
  [
    `CREATE TABLE enquiries (
       id TEXT PRIMARY KEY,
       received_at TEXT NOT NULL,
       ${VISITOR_COLUMNS}
     )`,
    `CREATE INDEX enquiries_received ON enquiries (received_at)`,
    `CREATE TABLE deliveries (
       ${DELIVERY_COLUMNS},
       next_attempt_at TEXT,
       last_error TEXT,
       delivered_at TEXT,
       PRIMARY KEY (enquiry_id, destination)
     )`,
    `CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at)`,
  ],
  [
    // Suspected spam is now forwarded, marked; only what no person could have sent is withheld.
    // Before this step every enquiry with a spam reason was kept back, but only a filled hidden field
    // (the reason as the first release wrote it) is certain: the rest, many of them people caught by
    // the old time rule, become suspected and are listed by default. They get no deliveries: queued
    // now, an enquiry days or weeks old would reach a destination as if it were a new lead.
    `ALTER TABLE enquiries ADD COLUMN withheld INTEGER NOT NULL DEFAULT 0`,
    `UPDATE enquiries SET withheld = 1 WHERE spam_reason = 'hidden field filled in'`,
    // Each destination reads its own due deliveries.
    `CREATE INDEX deliveries_due_by_destination ON deliveries (destination, status, next_attempt_at)`,
  ],
  [
    // The browser's key for each submission: a resend after a lost answer is the same enquiry.
    // Enquiries stored before have none (NULL, which a unique index allows any number of).
    `ALTER TABLE enquiries ADD COLUMN submission_key TEXT`,
    `CREATE UNIQUE INDEX enquiries_submission_key ON enquiries (submission_key)`,
    // The worker holding a delivery; while held, next_attempt_at is when the lease lapses.
    `ALTER TABLE deliveries ADD COLUMN lease TEXT`,
    // The enquiry rate limit's counters, shared by every server on this store.
    `CREATE TABLE rate_limit_hits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_ends_at TEXT NOT NULL)`,
  ],
];

/**
 * Each step in one transaction with its record in `schema_migrations`. When servers start together
 * on a new file, every step but the first server's fails and rolls back (its tables exist by then);
 * a step that failed but is now recorded was run by another server, and is not an error.
 */
export async function migrate(db: Client) {
  await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  const appliedVersions = async () =>
    new Set((await db.execute("SELECT version FROM schema_migrations")).rows.map((row) => Number(row.version)));
  const applied = await appliedVersions();
  for (const [index, statements] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (applied.has(version)) continue;
    try {
      await db.batch(
        [
          ...statements,
          { sql: "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", args: [version, new Date().toISOString()] },
        ],
        "write",
      );
    } catch (error) {
      if (!(await appliedVersions()).has(version)) throw error;
    }
  }
}
