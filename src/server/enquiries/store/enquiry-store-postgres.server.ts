/**
 * The shared store: PostgreSQL, for any number of servers behind a load balancer. Every time that
 * decides anything (when an enquiry arrived, when a lease lapses, when a retry is due, when a rate
 * limit's window ends) is the database's clock, so servers whose clocks disagree still agree.
 */
import pg from "pg";
import { maskCredentials } from "../../../lib/format/mask-secret";
import { EnquiryStoreUnavailable, maskedError, type EnquiryStore } from "./enquiry-store-interface.server";
import { postgresEnquiries } from "./enquiry-store-postgres-enquiries.server";
import { postgresOutbox } from "./enquiry-store-postgres-outbox.server";
import { postgresHitCounter } from "./enquiry-store-postgres-rate-limit.server";
import { checkSchema, migrate } from "./enquiry-store-postgres-schema.server";

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

function storeOn(pool: pg.Pool): EnquiryStore {
  return { ...postgresEnquiries(pool), ...postgresOutbox(pool), ...postgresHitCounter(pool), close: () => pool.end() };
}
