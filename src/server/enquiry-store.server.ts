import { createClient, type Client, type InStatement } from "@libsql/client";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Enquiry, SpamVerdict } from "../lib/enquiry-rules";
import { maskCredentials, maskCredentialsIn } from "../lib/mask-secret";

/** Outside `build/`, so a rebuild never touches the enquiries. */
export const DEFAULT_ENQUIRIES_DB_URL = `file:${resolve(fileURLToPath(new URL("../../data/enquiries.db", import.meta.url)))}`;

export const enquiriesDbUrl = (env: NodeJS.ProcessEnv = process.env) => env.ENQUIRIES_DB_URL || DEFAULT_ENQUIRIES_DB_URL;

export interface StoredEnquiry extends Enquiry {
  id: string;
  receivedAt: string;
  page: string | null;
  /** Why it looks automated, or null for a person's enquiry. */
  spamReason: string | null;
  /** Kept back from every destination (the hidden field was filled in); a suspected one is forwarded. */
  withheld: boolean;
  deliveries: Delivery[];
}

export type DeliveryStatus = "pending" | "delivered";

export interface Delivery {
  destination: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface DueDelivery {
  enquiry: StoredEnquiry;
  destination: string;
  attempts: number;
}

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
];

export interface EnquiryStore {
  /** Stores the enquiry and one pending delivery per destination in one transaction; resolves once it is on disk. */
  /** A withheld `spam` verdict stores the enquiry with no deliveries; a suspected one is queued like any other. */
  add(input: { enquiry: Enquiry; page?: string; spam?: SpamVerdict; destinations: readonly string[] }): Promise<StoredEnquiry>;
  /** Newest first: every enquiry but the withheld ones, or with `spamOnly` every one flagged (suspected or withheld). */
  list(options?: { spamOnly?: boolean }): Promise<StoredEnquiry[]>;
  /** One destination's pending deliveries whose next attempt is due, oldest enquiry first. */
  due(destination: string, now: Date, limit: number): Promise<DueDelivery[]>;
  /** The destinations that have deliveries waiting, due or not. */
  destinationsWaiting(): Promise<string[]>;
  markDelivered(enquiryId: string, destination: string, at: Date): Promise<void>;
  markFailed(enquiryId: string, destination: string, error: string, nextAttemptAt: Date): Promise<void>;
  close(): void;
}

/** The store cannot be read as asked (missing, not an enquiries database, or not migrated yet); the message says what to do. */
export class EnquiryStoreUnavailable extends Error {
  override name = "EnquiryStoreUnavailable";
}

/**
 * Opens the store. The server opens it for writing, which creates it and runs the migrations;
 * `readOnly` (for listing) changes nothing on disk and works on a file the reader may not write.
 */
export async function openEnquiryStore(url = enquiriesDbUrl(), { readOnly = false } = {}): Promise<EnquiryStore> {
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

/** The client's error text, which may quote the address, with its credentials masked. */
const maskedError = (error: unknown) => maskCredentialsIn(error instanceof Error ? error.message : String(error));

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
  if (version < MIGRATIONS.length)
    throw new EnquiryStoreUnavailable(
      `The enquiries database at ${shown} was last opened by an older version of the site. Start the site once (npm start) to bring it up to date, then list again.`,
    );
}

async function migrate(db: Client) {
  await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set((await db.execute("SELECT version FROM schema_migrations")).rows.map((row) => Number(row.version)));
  for (const [index, statements] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (applied.has(version)) continue;
    await db.batch(
      [
        ...statements,
        { sql: "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", args: [version, new Date().toISOString()] },
      ],
      "write",
    );
  }
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function storeOn(db: Client): EnquiryStore {
  /**
   * The deliveries of every enquiry a listing shows, by enquiry. Joined in SQL rather than asked for
   * by id: SQLite refuses a statement with more than 32,766 bound values, and a store past that many
   * enquiries could no longer be listed.
   */
  async function deliveriesOfListed(enquiryFilter: string): Promise<Map<string, Delivery[]>> {
    const byEnquiry = new Map<string, Delivery[]>();
    const rows = (
      await db.execute(
        `SELECT d.* FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id ${enquiryFilter} ORDER BY d.destination`,
      )
    ).rows;
    for (const row of rows) {
      const list = byEnquiry.get(String(row.enquiry_id)) ?? [];
      list.push({
        destination: String(row.destination),
        status: String(row.status) as DeliveryStatus,
        attempts: Number(row.attempts),
        nextAttemptAt: text(row.next_attempt_at),
        lastError: text(row.last_error),
        deliveredAt: text(row.delivered_at),
      });
      byEnquiry.set(String(row.enquiry_id), list);
    }
    return byEnquiry;
  }

  const toEnquiry = (row: Record<string, unknown>, deliveries: Delivery[] = []): StoredEnquiry => ({
    id: String(row.id),
    receivedAt: String(row.received_at),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    page: text(row.page),
    spamReason: text(row.spam_reason),
    withheld: Number(row.withheld) === 1,
    deliveries,
  });

  return {
    async add({ enquiry, page, spam, destinations }) {
      const id = crypto.randomUUID();
      const receivedAt = new Date().toISOString();
      // Withheld spam is kept (and listed with --spam) but never forwarded.
      const withheld = spam?.withheld ?? false;
      const forwardTo = withheld ? [] : destinations;
      const statements: InStatement[] = [
        {
          sql: "INSERT INTO enquiries (id, received_at, name, email, phone, message, page, spam_reason, withheld) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
          args: [
            id,
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
        ...forwardTo.map((destination) => ({
          sql: "INSERT INTO deliveries (enquiry_id, destination, next_attempt_at) VALUES (?, ?, ?)",
          args: [id, destination, receivedAt],
        })),
      ];
      await db.batch(statements, "write");
      return toEnquiry(
        {
          id,
          received_at: receivedAt,
          ...enquiry,
          page: page ?? null,
          spam_reason: spam?.reason ?? null,
          withheld: withheld ? 1 : 0,
        },
        forwardTo.map((destination) => ({
          destination,
          status: "pending",
          attempts: 0,
          nextAttemptAt: receivedAt,
          lastError: null,
          deliveredAt: null,
        })),
      );
    },
    async list({ spamOnly = false } = {}) {
      const filter = spamOnly ? "WHERE e.spam_reason IS NOT NULL" : "WHERE e.withheld = 0";
      const rows = (await db.execute(`SELECT e.* FROM enquiries e ${filter} ORDER BY e.received_at DESC, e.rowid DESC`)).rows;
      // An enquiry and its deliveries are stored in one transaction, so every listed enquiry's
      // deliveries are there by the second read; any stored in between are simply not listed.
      const deliveries = await deliveriesOfListed(filter);
      return rows.map((row) => toEnquiry(row, deliveries.get(String(row.id))));
    },
    async due(destination, now, limit) {
      const rows = (
        await db.execute({
          sql: `SELECT e.*, d.destination, d.attempts FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id
                WHERE d.destination = ? AND d.status = 'pending' AND d.next_attempt_at <= ? ORDER BY e.received_at LIMIT ?`,
          args: [destination, now.toISOString(), limit],
        })
      ).rows;
      return rows.map((row) => ({
        enquiry: toEnquiry(row),
        destination: String(row.destination),
        attempts: Number(row.attempts),
      }));
    },
    async destinationsWaiting() {
      const rows = (await db.execute("SELECT DISTINCT destination FROM deliveries WHERE status = 'pending' ORDER BY destination"))
        .rows;
      return rows.map((row) => String(row.destination));
    },
    async markDelivered(enquiryId, destination, at) {
      await db.execute({
        sql: `UPDATE deliveries SET status = 'delivered', attempts = attempts + 1, delivered_at = ?, next_attempt_at = NULL, last_error = NULL
              WHERE enquiry_id = ? AND destination = ?`,
        args: [at.toISOString(), enquiryId, destination],
      });
    },
    async markFailed(enquiryId, destination, error, nextAttemptAt) {
      await db.execute({
        sql: `UPDATE deliveries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE enquiry_id = ? AND destination = ?`,
        args: [error.slice(0, 500), nextAttemptAt.toISOString(), enquiryId, destination],
      });
    },
    close: () => db.close(),
  };
}
