/**
 * `npm run compare:served -- --before URL --after URL`: whether two running site servers serve the
 * same thing, for a change that must not change the product (a refactor, a move, a dependency bump).
 * Serve the commit before and the change with `npm run serve` on two ports, then run this.
 */
import { fileURLToPath } from "node:url";
import { parseOptions, parseOrExitCode, UsageError } from "../cli/usage";
import { compareServed, type AnswerDifference } from "./compare";
import { servedRequests } from "./requests";

const USAGE = `Usage: npm run compare:served -- --before URL --after URL [--build FOLDER]

Asks two site servers every address of a build (each page, file, sitemap and feed, plain and
Brotli-compressed), some addresses that are no file (an unknown page, an encoded "..", the health
check) and three enquiries the server refuses, one after the other; then lists every answer whose
status, headers or body bytes differ: those that differ only in the hashed names of script and
style files whose code changed (and those files themselves), and those that differ in what they
say. Headers that change from run to run (Date, Last-Modified, ETag) are left out, and each
server's own address in an answer reads as ORIGIN.
  --before URL     the server of the commit before, e.g. http://127.0.0.1:4301
  --after URL      the server of the change, e.g. http://127.0.0.1:4302
  --build FOLDER   the build whose addresses are asked (default: build/client of this checkout)
Exits 0 when no answer differs in what it says, 1 when one does.`;

const parsed = parseOrExitCode<{ before: string; after: string; build: string | undefined }>(
  () => {
    const options = parseOptions(process.argv.slice(2), {
      before: { type: "string" },
      after: { type: "string" },
      build: { type: "string" },
      help: { type: "boolean", short: "h" },
    });
    if (options.help) return { help: true as const };
    if (!options.before || !options.after) throw new UsageError("Name both servers: --before URL and --after URL.");
    return { help: false as const, before: options.before, after: options.after, build: options.build };
  },
  USAGE,
  process,
);
if ("exitCode" in parsed) process.exit(parsed.exitCode);
const { before, after, build } = parsed.args;
const folder = build ?? fileURLToPath(new URL("../../build/client", import.meta.url));
const { compared, differences } = await compareServed(before, after, servedRequests(folder));
const ofKind = (kind: AnswerDifference["kind"]) => differences.filter((difference) => difference.kind === kind);
console.log(`${compared} requests: ${compared - differences.length} answered the same, byte for byte.`);
console.log(`${ofKind("asset names").length} differ only in the hashed names of files whose code changed:`);
for (const { request } of ofKind("asset names")) console.log(`  ${request.method} ${request.path} (${request.encoding})`);
console.log(`${ofKind("one build's file").length} are such files, served by one server only:`);
for (const { request } of ofKind("one build's file")) console.log(`  ${request.path} (${request.encoding})`);
console.log(`${ofKind("content").length} differ in what they say:`);
for (const { request, before: was, after: is } of ofKind("content")) {
  console.log(`  ${request.method} ${request.path} (${request.encoding})`);
  if (was.status !== is.status) console.log(`    status ${was.status} → ${is.status}`);
  for (const header of was.headers.filter((line) => !is.headers.includes(line))) console.log(`    - ${header}`);
  for (const header of is.headers.filter((line) => !was.headers.includes(line))) console.log(`    + ${header}`);
  if (was.bodySha256 !== is.bodySha256) console.log(`    body: ${was.bodyBytes} → ${is.bodyBytes} bytes, not the same`);
}
process.exit(ofKind("content").length ? 1 : 0);
