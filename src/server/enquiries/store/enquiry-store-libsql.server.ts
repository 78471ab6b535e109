/**
 * The embedded store: a libSQL (SQLite) file beside the site, for one server. Several servers on one
 * machine may share the file; servers on several machines need the PostgreSQL store.
 */
import { createClient, type Client } from "@libsql/client";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { EnquiryStore } from "./enquiry-store-interface.server";
import { libsqlEnquiries } from "./enquiry-store-libsql-enquiries.server";
import { libsqlOutbox } from "./enquiry-store-libsql-outbox.server";
import { openForReading } from "./enquiry-store-libsql-reader.server";
import { migrate } from "./enquiry-store-libsql-schema.server";

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
 * No `countHit`: the rate limit of a single server counts in its memory (decision 0029), and the
 * `rate_limit_hits` table an earlier release wrote to stays, empty, like any shipped migration.
 */
function storeOn(db: Client): EnquiryStore {
  return {
    ...libsqlEnquiries(db),
    ...libsqlOutbox(db),
    async close() {
      db.close();
    },
  };
}
