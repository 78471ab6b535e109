/**
 * The enquiry store, chosen by its address: `postgres://` (or `postgresql://`) for PostgreSQL,
 * which any number of servers can share; anything else (`file:`, `:memory:`, `libsql://`) for the
 * embedded libSQL store, the default for a single server.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { EnquiryStore } from "./enquiry-store-interface.server";
import { openLibsqlStore } from "./enquiry-store-libsql.server";
import { openPostgresStore } from "./enquiry-store-postgres.server";

export type {
  ClaimedDelivery,
  Delivery,
  DeliveryStatus,
  EnquiryStore,
  NewEnquiry,
  OutboxState,
  StoredEnquiry,
} from "./enquiry-store-interface.server";
export { EnquiryStoreUnavailable } from "./enquiry-store-interface.server";
export { MIGRATIONS } from "./enquiry-store-libsql-schema.server";

/** Outside `build/`, so a rebuild never touches the enquiries. */
export const DEFAULT_ENQUIRIES_DB_URL = `file:${resolve(fileURLToPath(new URL("../../data/enquiries.db", import.meta.url)))}`;

export const enquiriesDbUrl = (env: NodeJS.ProcessEnv = process.env) => env.ENQUIRIES_DB_URL || DEFAULT_ENQUIRIES_DB_URL;

/** Whether an address names a PostgreSQL database. */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/**
 * Opens the store. The server opens it for writing, which creates its tables and runs the
 * migrations; `readOnly` (for listing) changes nothing and works for an account that may only read.
 */
export function openEnquiryStore(url = enquiriesDbUrl(), options: { readOnly?: boolean } = {}): Promise<EnquiryStore> {
  return isPostgresUrl(url) ? openPostgresStore(url, options) : openLibsqlStore(url, options);
}
