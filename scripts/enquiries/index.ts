/**
 * `npm run enquiries`: the enquiries the site has received, newest first, suspected spam marked.
 *   --json   for machines      --csv   for a spreadsheet      --spam   only the ones flagged as spam
 * Reads ENQUIRIES_DB_URL (default data/enquiries.db, or postgres://… for the shared store), the
 * same store `npm start` writes.
 */
import { parseOrExitCode, UsageError } from "../cli/usage";
import { enquiriesDbUrl, EnquiryStoreUnavailable, openEnquiryStore } from "../../src/server/enquiries/store/enquiry-store.server";
import { enquiryCsv, enquiryJson, enquiryTable } from "../../src/server/enquiries/enquiry-list-formats.server";

// String.raw: the examples below are backslash escapes to print as they are, not characters.
const USAGE = String.raw`Usage: npm run enquiries -- [--json | --csv] [--spam]

Lists the enquiries the site has received, newest first, with where each has been forwarded.
Suspected spam (sent too fast, or by a script without a fill time) is listed and forwarded, marked
with the reason; spam withheld from forwarding (hidden field filled in) is listed only with --spam.
  --json   one JSON array (for machines)
  --csv    comma-separated values (for a spreadsheet)
  --spam   only the enquiries flagged as spam: suspected and withheld
The store is ENQUIRIES_DB_URL (default: data/enquiries.db; postgres://… for a PostgreSQL store shared
by many servers); it is only read, never changed, so an account that may only read it can list it,
even while the site runs.
Invisible characters in what visitors typed are shown escaped in every format: controls such as
an escape (\x1b) or a C1 control sequence introducer (\x9b), bidirectional controls such as a
right-to-left override (\u202e), zero-width characters such as a zero-width space (\u200b), and
the line and paragraph separators (\u2028, \u2029), where some programs start a new line. The JSON
escapes read back as the stored text; the table shows line breaks as spaces, and CSV keeps them in
quoted cells. A CSV cell a spreadsheet would run as a formula (one starting with =, +, -,
@, a tab or a carriage return) starts with ' so that it stays text.`;

function parse(argv: readonly string[]): { help: true } | { help: false; format: "json" | "csv" | "table"; spamOnly: boolean } {
  const known = new Set(["--json", "--csv", "--spam", "--help", "-h"]);
  const unknown = argv.find((arg) => !known.has(arg));
  if (unknown) throw new UsageError(`Unknown option ${unknown}.`);
  if (argv.includes("--help") || argv.includes("-h")) return { help: true as const };
  if (argv.includes("--json") && argv.includes("--csv")) throw new UsageError("Choose --json or --csv, not both.");
  return {
    help: false as const,
    format: argv.includes("--json") ? "json" : argv.includes("--csv") ? "csv" : "table",
    spamOnly: argv.includes("--spam"),
  };
}

const parsed = parseOrExitCode(() => parse(process.argv.slice(2)), USAGE, process);
if ("exitCode" in parsed) process.exit(parsed.exitCode);
const { format, spamOnly } = parsed.args;
// Read-only: listing never changes the store, and works for an account that may only read it.
const store = await openEnquiryStore(enquiriesDbUrl(), { readOnly: true }).catch((error: unknown) => {
  if (!(error instanceof EnquiryStoreUnavailable)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
const enquiries = await store.list({ spamOnly });
await store.close();
process.stdout.write(
  format === "json" ? enquiryJson(enquiries) : format === "csv" ? enquiryCsv(enquiries) : `${enquiryTable(enquiries)}\n`,
);
