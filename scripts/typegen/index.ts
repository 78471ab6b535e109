/**
 * `npm run typegen`: writes what the site reads from the block manifests, Sanity's schema and
 * query types, and React Router's route types. The first three take most of the time and depend
 * only on the files `inputs-stamp.ts` hashes, so outside CI they are skipped when neither those
 * inputs nor the generated files changed since the last run here (`.cache/typegen-stamp`).
 * `CI=1` or `--force` always regenerates; `npm run check:types` checks the committed result.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { typegenStamp } from "./inputs-stamp";

const STAMP_FILE = ".cache/typegen-stamp";

/**
 * The project's own copy of a tool (npm run puts the same folder first on PATH). A tool that fails
 * has printed why (a schema mistake names its type and field); this adds which step it was and
 * stops, without a Node stack trace burying that message.
 */
function run(tool: string, args: string[], cwd = ".") {
  try {
    execFileSync(resolve("node_modules/.bin", tool), args, { cwd, stdio: "inherit" });
  } catch {
    console.error(`\ntypegen stopped: \`${tool} ${args.join(" ")}\` failed; its message is above.`);
    process.exit(1);
  }
}

const force = Boolean(process.env.CI) || process.argv.includes("--force");
const before = typegenStamp(".");
if (!force && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, "utf8") === before) {
  console.log("Block index and Sanity types are up to date (their inputs are unchanged); CI=1 or --force regenerates them.");
} else {
  run("tsx", ["scripts/blocks/index.ts"]);
  run("sanity", ["schema", "extract", "--path", "../src/content/generated/schema.json"], "studio");
  run("sanity", ["typegen", "generate"], "studio");
  mkdirSync(dirname(STAMP_FILE), { recursive: true });
  writeFileSync(STAMP_FILE, typegenStamp("."));
}
// Route types are quick, and `npm run typecheck` writes them anyway.
run("react-router", ["typegen"]);
