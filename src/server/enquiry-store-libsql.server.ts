/**
 * The embedded store: a libSQL (SQLite) file beside the site, for one server. Several servers on one
 * machine may share the file; servers on several machines need the PostgreSQL store.
 */
import { createClient, type Client, type InStatement } from "@libsql/client";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { maskCredentials } from "../lib/mask-secret";
import type { ClaimedDelivery, EnquiryStore } from "./enquiry-store-interface.server";
import { ERROR_TEXT_LIMIT, EnquiryStoreUnavailable, maskedError, olderVersionMessage } from "./enquiry-store-interface.server";
import { groupCommits } from "./enquiry-store-group-commit.server";
import { nullableText, rowReaders } from "./enquiry-store-rows.server";

/**
 * Each entry runs once, in order, in its own transaction; the applied ones are remembered in
 * `schema_migrations`. Append new steps; never edit one that has shipped.
 */
export const MIGRATIONS: readonly string[][] = [
  [
    `CREATE TABLE enquiries (
       id TEXT PRIMARY KEY,
       received_at TEXT NOT NULL,
       name TEXT NOT NULL,
       email TEXT NOT NULL,
       phone TEXT NOT NULL,
       message TEXT NOT NULL,
       page TEXT,
       spam_reason TEXT
     )`,
    `CREATE INDEX enquiries_received ON enquiries (received_at)`,
    `CREATE TABLE deliveries (
       enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
       destination TEXT NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       attempts INTEGER NOT NULL DEFAULT 0,
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
 * Opens the store. The server opens it for writing, which creates it and runs the migrations;
 * `readOnly` (for listing) changes nothing on disk and works on a file the reader may not write.
 */
export async function openLibsqlStore(url: string, { readOnly = false } = {}): Promise<EnquiryStore> {
  if (readOnly) return storeOn(await openForReading(url));
  if (url.startsWith("file:")) mkdirSync(dirname(url.slice("file:".length)), { recursive: true });
  const db = createClient({ url });
  if (url.startsWith("file:")) {
    // Write-ahead logging lets readers (npm run enquiries) work beside the server; FULL syncs each
    // commit, so an enquiry that was answered 201 survives a crash or power cut.
    await db.execute("PRAGMA journal_mode = WAL");
    await db.execute("PRAGMA synchronous = FULL");
    await db.execute("PRAGMA busy_timeout = 5000");
  }
  await migrate(db);
  return storeOn(db);
}

/**
 * A read-only connection. A local file is attached to an in-memory database rather than opened,
 * because only ATTACH takes SQLite's read-only URI options with this client; table names then
 * resolve to the attached file. `mode=ro` reads the write-ahead log of a server that is running;
 * if that fails because no -wal/-shm can be created beside the file (a directory the reader may
 * not write) and there is no -wal, no one has the database open for writing, so it is read as an
 * unchanging file (`immutable=1`).
 */
async function openForReading(url: string): Promise<Client> {
  if (!url.startsWith("file:") || url === "file::memory:") {
    let db: Client;
    try {
      db = createClient({ url });
    } catch (error) {
      throw new EnquiryStoreUnavailable(
        `Could not open the enquiries database at ${maskCredentials(url)}: ${maskedError(error)}`,
      );
    }
    try {
      await checkSchema(db, url);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }
  const path = resolve(url.slice("file:".length));
  if (!existsSync(path))
    throw new EnquiryStoreUnavailable(
      `There is no enquiries database at ${path}: the site creates it when it first starts. If the enquiries are kept elsewhere, set ENQUIRIES_DB_URL.`,
    );
  const file = pathToFileURL(path).href;
  const attach = async (options: string) => {
    const db = createClient({ url: ":memory:" });
    try {
      await db.execute({ sql: "ATTACH DATABASE ? AS stored", args: [`${file}?${options}`] });
      await checkSchema(db, path);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  };
  try {
    return await attach("mode=ro");
  } catch (error) {
    if (error instanceof EnquiryStoreUnavailable || existsSync(`${path}-wal`)) throw error;
    return attach("immutable=1");
  }
}

/**
 * Reading needs every migration applied: the server applies them when it starts. `where` is shown
 * masked, as is the client's error: a hosted database's address carries its token.
 */
async function checkSchema(db: Client, where: string) {
  const shown = maskCredentials(where);
  let version: number;
  try {
    version = Number((await db.execute("SELECT max(version) AS version FROM schema_migrations")).rows[0]?.version ?? 0);
  } catch (error) {
    if (/no such table|not a database/i.test(maskedError(error)))
      throw new EnquiryStoreUnavailable(`${shown} is not an enquiries database (it has no schema_migrations table).`);
    throw new EnquiryStoreUnavailable(`Could not read the enquiries database at ${shown}: ${maskedError(error)}`);
  }
  if (version < MIGRATIONS.length) throw new EnquiryStoreUnavailable(olderVersionMessage(shown));
}

/**
 * Each step in one transaction with its record in `schema_migrations`. When servers start together
 * on a new file, every step but the first server's fails and rolls back (its tables exist by then);
 * a step that failed but is now recorded was run by another server, and is not an error.
 */
async function migrate(db: Client) {
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

/** SQLite's clock, as an ISO 8601 text like `Date.prototype.toISOString` writes (so texts compare as times). */
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
/** SQLite's clock plus the milliseconds bound at this place. */
const NOW_PLUS_MS = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || (? / 1000.0) || ' seconds')`;

/** Times are stored as ISO 8601 texts, flags as 0 or 1. */
const { toDelivery, toEnquiry, deliveriesByEnquiry, toClaimed } = rowReaders({
  time: nullableText,
  flag: (value) => Number(value) === 1,
});

/**
 * No `countHit`: the rate limit of a single server counts in its memory (decision 0029), and the
 * `rate_limit_hits` table an earlier release wrote to stays, empty, like any shipped migration.
 */
function storeOn(db: Client): EnquiryStore {
  // Enquiries that arrive together share one synced commit (each still answered only after it).
  const writeTogether = groupCommits(db);

  /**
   * The deliveries of every enquiry a listing shows, by enquiry. Joined in SQL rather than asked for
   * by id: SQLite refuses a statement with more than 32,766 bound values, and a store past that many
   * enquiries could no longer be listed.
   */
  async function deliveriesOfListed(enquiryFilter: string) {
    const { rows } = await db.execute(
      `SELECT d.* FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id ${enquiryFilter} ORDER BY d.destination`,
    );
    return deliveriesByEnquiry(rows);
  }

  /** Changes one delivery only while `delivery.lease` still holds it; whether it did. */
  async function whileLeased(delivery: ClaimedDelivery, set: string, args: (string | number)[]) {
    const result = await db.execute({
      sql: `UPDATE deliveries SET ${set}, lease = NULL WHERE enquiry_id = ? AND destination = ? AND lease = ? AND status = 'pending'`,
      args: [...args, delivery.enquiry.id, delivery.destination, delivery.lease],
    });
    return result.rowsAffected === 1;
  }

  return {
    async add({ enquiry, page, spam, destinations, submissionKey = crypto.randomUUID() }) {
      const id = crypto.randomUUID();
      const receivedAt = new Date().toISOString();
      // Withheld spam is kept (and listed with --spam) but never forwarded.
      const withheld = spam?.withheld ?? false;
      const forwardTo = withheld ? [] : destinations;
      const statements: InStatement[] = [
        {
          // A key stored before means this is a resend: nothing is stored, and the first is returned below.
          sql: `INSERT INTO enquiries (id, submission_key, received_at, name, email, phone, message, page, spam_reason, withheld)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (submission_key) DO NOTHING`,
          args: [
            id,
            submissionKey,
            receivedAt,
            enquiry.name,
            enquiry.email,
            enquiry.phone,
            enquiry.message,
            page ?? null,
            spam?.reason ?? null,
            withheld ? 1 : 0,
          ],
        },
        // Queued only if the enquiry above was stored.
        ...forwardTo.map((destination) => ({
          sql: "INSERT INTO deliveries (enquiry_id, destination, next_attempt_at) SELECT id, ?, received_at FROM enquiries WHERE id = ?",
          args: [destination, id],
        })),
      ];
      const [inserted] = await writeTogether(statements);
      // Stored: the record is what was just written, with no read back (the answer waits for this).
      if (inserted!.rowsAffected === 1)
        return {
          id,
          submissionKey,
          receivedAt,
          ...enquiry,
          page: page ?? null,
          spamReason: spam?.reason ?? null,
          withheld,
          deliveries: forwardTo.map((destination) => ({
            destination,
            status: "pending" as const,
            attempts: 0,
            nextAttemptAt: receivedAt,
            lastError: null,
            deliveredAt: null,
          })),
          repeated: false,
        };
      // A resend: the first enquiry as stored, with its deliveries as they are now.
      const [first, deliveries] = await db.batch(
        [
          { sql: "SELECT * FROM enquiries WHERE submission_key = ?", args: [submissionKey] },
          {
            sql: "SELECT * FROM deliveries WHERE enquiry_id = (SELECT id FROM enquiries WHERE submission_key = ?) ORDER BY destination",
            args: [submissionKey],
          },
        ],
        "read",
      );
      return { ...toEnquiry(first!.rows[0]!, deliveries!.rows.map(toDelivery)), repeated: true };
    },
    async list({ spamOnly = false } = {}) {
      const filter = spamOnly ? "WHERE e.spam_reason IS NOT NULL" : "WHERE e.withheld = 0";
      const rows = (await db.execute(`SELECT e.* FROM enquiries e ${filter} ORDER BY e.received_at DESC, e.rowid DESC`)).rows;
      // An enquiry and its deliveries are stored in one transaction, so every listed enquiry's
      // deliveries are there by the second read; any stored in between are simply not listed.
      const deliveries = await deliveriesOfListed(filter);
      return rows.map((row) => toEnquiry(row, deliveries.get(String(row.id))));
    },
    async claim(destination, { limit, leaseMs }) {
      const lease = crypto.randomUUID();
      const [, claimed] = await db.batch(
        [
          {
            sql: `UPDATE deliveries SET lease = ?, next_attempt_at = ${NOW_PLUS_MS}
                  WHERE rowid IN (SELECT rowid FROM deliveries WHERE destination = ? AND status = 'pending' AND next_attempt_at <= ${NOW}
                                  ORDER BY next_attempt_at LIMIT ?)`,
            args: [lease, leaseMs, destination, limit],
          },
          {
            sql: `SELECT e.*, d.destination, d.attempts FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id
                  WHERE d.lease = ? ORDER BY e.received_at, e.rowid`,
            args: [lease],
          },
        ],
        "write",
      );
      return claimed!.rows.map((row) => toClaimed(row, lease));
    },
    markDelivered: (delivery) =>
      whileLeased(
        delivery,
        `status = 'delivered', attempts = attempts + 1, delivered_at = ${NOW}, next_attempt_at = NULL, last_error = NULL`,
        [],
      ),
    markFailed: (delivery, error, retryInMs) =>
      whileLeased(delivery, `attempts = attempts + 1, last_error = ?, next_attempt_at = ${NOW_PLUS_MS}`, [
        error.slice(0, ERROR_TEXT_LIMIT),
        retryInMs,
      ]),
    async release(delivery) {
      await whileLeased(delivery, `next_attempt_at = ${NOW}`, []);
    },
    async destinationsWaiting() {
      const rows = (await db.execute("SELECT DISTINCT destination FROM deliveries WHERE status = 'pending' ORDER BY destination"))
        .rows;
      return rows.map((row) => String(row.destination));
    },
    async outbox() {
      const [row] = (
        await db.execute(
          `SELECT count(*) AS pending, (julianday('now') - julianday(min(e.received_at))) * 86400 AS oldest
           FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id WHERE d.status = 'pending'`,
        )
      ).rows;
      return { pending: Number(row!.pending), oldestPendingSeconds: row!.oldest === null ? null : Number(row!.oldest) };
    },
    async close() {
      db.close();
    },
  };
}
