/**
 * The shared store: PostgreSQL, for any number of servers behind a load balancer. Every time that
 * decides anything (when an enquiry arrived, when a lease lapses, when a retry is due, when a rate
 * limit's window ends) is the database's clock, so servers whose clocks disagree still agree.
 */
import pg from "pg";
import { maskCredentials } from "../lib/mask-secret";
import type { ClaimedDelivery, EnquiryStore } from "./enquiry-store-interface.server";
import { ERROR_TEXT_LIMIT, EnquiryStoreUnavailable, maskedError, olderVersionMessage } from "./enquiry-store-interface.server";
import { rowReaders } from "./enquiry-store-rows.server";

/**
 * Each entry runs once, in order, in its own transaction; the applied ones are remembered in
 * `schema_migrations`. Append new steps; never edit one that has shipped.
 */
export const POSTGRES_MIGRATIONS: readonly string[][] = [
  [
    `CREATE TABLE enquiries (
       id TEXT PRIMARY KEY,
       -- Insertion order, for a stable listing of enquiries received in the same microsecond.
       seq BIGINT GENERATED ALWAYS AS IDENTITY,
       submission_key TEXT NOT NULL UNIQUE,
       received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
       name TEXT NOT NULL,
       email TEXT NOT NULL,
       phone TEXT NOT NULL,
       message TEXT NOT NULL,
       page TEXT,
       spam_reason TEXT,
       withheld BOOLEAN NOT NULL DEFAULT false
     )`,
    `CREATE INDEX enquiries_received ON enquiries (received_at)`,
    `CREATE TABLE deliveries (
       enquiry_id TEXT NOT NULL REFERENCES enquiries (id),
       destination TEXT NOT NULL,
       status TEXT NOT NULL DEFAULT 'pending',
       attempts INTEGER NOT NULL DEFAULT 0,
       -- When it is due; while a worker holds it (lease set), when that worker's lease lapses.
       next_attempt_at TIMESTAMPTZ,
       lease TEXT,
       last_error TEXT,
       delivered_at TIMESTAMPTZ,
       PRIMARY KEY (enquiry_id, destination)
     )`,
    `CREATE INDEX deliveries_due ON deliveries (destination, next_attempt_at) WHERE status = 'pending'`,
    `CREATE TABLE rate_limit_hits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_ends_at TIMESTAMPTZ NOT NULL)`,
  ],
];

/** Held while migrating, so servers starting together do not run the same step twice. */
const MIGRATION_LOCK = 7_226_901;
/** Expired rate-limit counters are deleted once every this many hits. */
const PRUNE_EVERY = 1_000;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());
/** The driver reads TIMESTAMPTZ as a Date and BOOLEAN as a boolean. */
const { toEnquiry, deliveriesByEnquiry, toClaimed } = rowReaders({ time: iso, flag: (value) => value === true });

/** Opens the store; for writing it creates the tables or brings them up to date first. */
export async function openPostgresStore(
  url: string,
  { readOnly = false, log = console }: { readOnly?: boolean; log?: Pick<Console, "warn"> } = {},
): Promise<EnquiryStore> {
  const shown = maskCredentials(url);
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (a restart, a failover) must not take this process with it.
  pool.on("error", (error) => log.warn(`The enquiry store's connection to ${shown} failed: ${maskedError(error)}`));
  try {
    if (readOnly) await checkSchema(pool, shown);
    else await migrate(pool);
  } catch (error) {
    await pool.end();
    if (error instanceof EnquiryStoreUnavailable) throw error;
    throw new EnquiryStoreUnavailable(`Could not open the enquiries database at ${shown}: ${maskedError(error)}`);
  }
  return storeOn(pool);
}

async function checkSchema(pool: pg.Pool, shown: string) {
  const { rows } = await pool.query<{ table: string | null }>(`SELECT to_regclass('schema_migrations')::text AS table`);
  if (!rows[0]?.table)
    throw new EnquiryStoreUnavailable(`${shown} is not an enquiries database (it has no schema_migrations table).`);
  const version = await pool.query<{ version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
  if ((version.rows[0]?.version ?? 0) < POSTGRES_MIGRATIONS.length) throw new EnquiryStoreUnavailable(olderVersionMessage(shown));
}

async function migrate(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    );
    const applied = new Set(
      (await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((row) => row.version),
    );
    for (const [index, statements] of POSTGRES_MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query("BEGIN");
      try {
        for (const statement of statements) await client.query(statement);
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

function storeOn(pool: pg.Pool): EnquiryStore {
  let hits = 0;

  async function deliveriesOf(enquiryFilter: string, args: unknown[] = []) {
    const { rows } = await pool.query(
      `SELECT d.* FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id ${enquiryFilter} ORDER BY d.destination`,
      args,
    );
    return deliveriesByEnquiry(rows);
  }

  /** Changes one delivery only while `delivery.lease` still holds it; whether it did. */
  async function whileLeased(delivery: ClaimedDelivery, set: string, args: unknown[]) {
    const result = await pool.query(
      `UPDATE deliveries SET ${set}, lease = NULL
       WHERE enquiry_id = $${args.length + 1} AND destination = $${args.length + 2} AND lease = $${args.length + 3} AND status = 'pending'`,
      [...args, delivery.enquiry.id, delivery.destination, delivery.lease],
    );
    return result.rowCount === 1;
  }

  return {
    async add({ enquiry, page, spam, destinations, submissionKey = crypto.randomUUID() }) {
      const id = crypto.randomUUID();
      const withheld = spam?.withheld ?? false;
      const forwardTo = withheld ? [] : [...destinations];
      // One statement, so one transaction: the enquiry and its deliveries, or (a key stored before) neither.
      const { rows } = await pool.query(
        `WITH stored AS (
           INSERT INTO enquiries (id, submission_key, name, email, phone, message, page, spam_reason, withheld)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (submission_key) DO NOTHING
           RETURNING id, received_at
         ), queued AS (
           INSERT INTO deliveries (enquiry_id, destination, next_attempt_at)
           SELECT stored.id, destination, stored.received_at FROM stored, unnest($10::text[]) AS destination
         )
         SELECT received_at FROM stored`,
        [
          id,
          submissionKey,
          enquiry.name,
          enquiry.email,
          enquiry.phone,
          enquiry.message,
          page ?? null,
          spam?.reason ?? null,
          withheld,
          forwardTo,
        ],
      );
      if (rows[0]) {
        const receivedAt = iso(rows[0].received_at)!;
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
      }
      const first = await pool.query("SELECT * FROM enquiries WHERE submission_key = $1", [submissionKey]);
      const deliveries = await deliveriesOf("WHERE e.submission_key = $1", [submissionKey]);
      return { ...toEnquiry(first.rows[0], deliveries.get(String(first.rows[0].id))), repeated: true };
    },
    async list({ spamOnly = false } = {}) {
      const filter = spamOnly ? "WHERE e.spam_reason IS NOT NULL" : "WHERE NOT e.withheld";
      const { rows } = await pool.query(`SELECT e.* FROM enquiries e ${filter} ORDER BY e.received_at DESC, e.seq DESC`);
      // An enquiry and its deliveries are stored in one transaction, so every listed enquiry's
      // deliveries are there by the second read; any stored in between are simply not listed.
      const deliveries = await deliveriesOf(filter);
      return rows.map((row) => toEnquiry(row, deliveries.get(String(row.id))));
    },
    async claim(destination, { limit, leaseMs }) {
      const lease = crypto.randomUUID();
      // SKIP LOCKED: workers claiming at the same moment each take different rows, none waits.
      const { rows } = await pool.query(
        `WITH due AS (
           SELECT enquiry_id, destination FROM deliveries
           WHERE destination = $1 AND status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
         ), leased AS (
           UPDATE deliveries d SET lease = $3, next_attempt_at = now() + $4 * interval '1 millisecond'
           FROM due WHERE d.enquiry_id = due.enquiry_id AND d.destination = due.destination
           RETURNING d.enquiry_id, d.destination, d.attempts
         )
         SELECT e.*, leased.destination, leased.attempts FROM leased JOIN enquiries e ON e.id = leased.enquiry_id
         ORDER BY e.received_at, e.seq`,
        [destination, limit, lease, leaseMs],
      );
      return rows.map((row) => toClaimed(row, lease));
    },
    markDelivered: (delivery) =>
      whileLeased(
        delivery,
        "status = 'delivered', attempts = attempts + 1, delivered_at = now(), next_attempt_at = NULL, last_error = NULL",
        [],
      ),
    markFailed: (delivery, error, retryInMs) =>
      whileLeased(delivery, "attempts = attempts + 1, last_error = $1, next_attempt_at = now() + $2 * interval '1 millisecond'", [
        error.slice(0, ERROR_TEXT_LIMIT),
        retryInMs,
      ]),
    async release(delivery) {
      await whileLeased(delivery, "next_attempt_at = now()", []);
    },
    async destinationsWaiting() {
      const { rows } = await pool.query(
        "SELECT DISTINCT destination FROM deliveries WHERE status = 'pending' ORDER BY destination",
      );
      return rows.map((row) => String(row.destination));
    },
    async outbox() {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(e.received_at))::float8 AS oldest
         FROM deliveries d JOIN enquiries e ON e.id = d.enquiry_id WHERE d.status = 'pending'`,
      );
      return { pending: Number(rows[0].pending), oldestPendingSeconds: rows[0].oldest === null ? null : Number(rows[0].oldest) };
    },
    async countHit(key, windowMs) {
      hits += 1;
      if (hits % PRUNE_EVERY === 0) await pool.query("DELETE FROM rate_limit_hits WHERE window_ends_at <= now()");
      // ON CONFLICT DO UPDATE locks the row: hits from many servers at once are each counted. The
      // time left is read from the clock, not now() (the start of this statement's transaction):
      // a hit that waited for another's lock began before that window did, and would see more
      // than a whole window left.
      const { rows } = await pool.query(
        `INSERT INTO rate_limit_hits AS h (key, count, window_ends_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN h.window_ends_at <= now() THEN 1 ELSE h.count + 1 END,
           window_ends_at = CASE WHEN h.window_ends_at <= now() THEN excluded.window_ends_at ELSE h.window_ends_at END
         RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM window_ends_at - clock_timestamp()) * 1000)::float8 AS ttl_ms`,
        [key, windowMs],
      );
      return { count: Number(rows[0].count), ttlMs: Math.round(Number(rows[0].ttl_ms)) };
    },
    close: () => pool.end(),
  };
}
