/** Opening the embedded store for reading only (npm run enquiries), which changes nothing on disk. */
import { createClient, type Client } from "@libsql/client";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { maskCredentials } from "../../../lib/format/mask-secret";
import {
  EnquiryStoreUnavailable,
  maskedError,
  notAnEnquiriesDatabase,
  olderVersionMessage,
} from "./enquiry-store-interface.server";
import { MIGRATIONS } from "./enquiry-store-libsql-schema.server";

/**
 * A read-only connection. A local file is attached to an in-memory database rather than opened,
 * because only ATTACH takes SQLite's read-only URI options with this client; table names then
 * resolve to the attached file. `mode=ro` reads the write-ahead log of a server that is running;
 * if that fails because no -wal/-shm can be created beside the file (a directory the reader may
 * not write) and there is no -wal, no one has the database open for writing, so it is read as an
 * unchanging file (`immutable=1`).
 */
export async function openForReading(url: string): Promise<Client> {
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
      throw new EnquiryStoreUnavailable(notAnEnquiriesDatabase(shown));
    throw new EnquiryStoreUnavailable(`Could not read the enquiries database at ${shown}: ${maskedError(error)}`);
  }
  if (version < MIGRATIONS.length) throw new EnquiryStoreUnavailable(olderVersionMessage(shown));
}
