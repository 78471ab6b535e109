/** How the embedded store's rows read: times are stored as ISO 8601 texts, flags as 0 or 1. */
import { nullableText, rowReaders } from "./enquiry-store-rows.server";

export const libsqlRows = rowReaders({ time: nullableText, flag: (value) => Number(value) === 1 });

/** SQLite's clock, as an ISO 8601 text like `Date.prototype.toISOString` writes (so texts compare as times). */
export const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
/** SQLite's clock plus the milliseconds bound at this place. */
export const NOW_PLUS_MS = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || (? / 1000.0) || ' seconds')`;
