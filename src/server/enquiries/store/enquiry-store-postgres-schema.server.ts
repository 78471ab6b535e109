/** The shared store's tables: the steps that make them, run once each under a lock, and the check a reader makes first. */
import type pg from "pg";
import { DELIVERY_COLUMNS, VISITOR_COLUMNS } from "./enquiry-store-rows.server";
import { EnquiryStoreUnavailable, notAnEnquiriesDatabase, olderVersionMessage } from "./enquiry-store-interface.server";

/**
 * Each entry runs once, in order, in its own transaction; the applied ones are remembered in
 * `schema_migrations`. Append new steps; never edit one that has shipped.
 */
const POSTGRES_MIGRATIONS: readonly string[][] = [
  [
    `CREATE TABLE enquiries (
       id TEXT PRIMARY KEY,
       -- Insertion order, for a stable listing of enquiries received in the same microsecond.
       seq BIGINT GENERATED ALWAYS AS IDENTITY,
       submission_key TEXT NOT NULL UNIQUE,
       received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
       ${VISITOR_COLUMNS},
       withheld BOOLEAN NOT NULL DEFAULT false
     )`,
    `CREATE INDEX enquiries_received ON enquiries (received_at)`,
    `CREATE TABLE deliveries (
       ${DELIVERY_COLUMNS},
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

/** Reading needs every migration applied: the server applies them when it starts. */
export async function checkSchema(pool: pg.Pool, shown: string) {
  const { rows } = await pool.query<{ table: string | null }>(`SELECT to_regclass('schema_migrations')::text AS table`);
  if (!rows[0]?.table) throw new EnquiryStoreUnavailable(notAnEnquiriesDatabase(shown));
  const version = await pool.query<{ version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
  if ((version.rows[0]?.version ?? 0) < POSTGRES_MIGRATIONS.length) throw new EnquiryStoreUnavailable(olderVersionMessage(shown));
}

export async function migrate(pool: pg.Pool) {
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
