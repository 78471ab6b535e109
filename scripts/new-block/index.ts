/**
 * `npm run new:block <name>`: writes a block's folder from the one template, adds its line to
 * src/blocks/blocks.ts and runs `npm run typegen`, so the new block typechecks and passes its own
 * test at once. Then put it on a page through the seed (docs/blocks.md, "Put it on a page").
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { writeNewBlock } from "./new-block";

const USAGE = `Usage: npm run new:block <name> [-- --script] [--no-typegen]

  <name>         the block's name: stat-band or statBand (folder stat-band/, _type statBand,
                 component StatBandBlock)
  --script       a block that does something in the visitor's browser: adds <folder>.script.ts,
                 its plain script for public pages (which run no React), with its test
  --no-typegen   write the files only; run \`npm run typegen\` yourself before typecheck`;

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    options: { "no-typegen": { type: "boolean" }, script: { type: "boolean" }, help: { type: "boolean" } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`, 2);
}
if (parsed.values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (parsed.positionals.length !== 1) fail(`Give the block's name, once.\n\n${USAGE}`, 2);

const result = await writeNewBlock(process.cwd(), parsed.positionals[0]!, { script: parsed.values.script }).catch(
  (error: unknown) => fail((error as Error).message, 1),
);
for (const file of result.written) process.stdout.write(`wrote ${file}\n`);
const { type, folder } = result.names;
if (!parsed.values["no-typegen"]) {
  try {
    execFileSync("npm", ["run", "typegen"], { stdio: "inherit" });
  } catch {
    fail(`The files are written, but \`npm run typegen\` failed (above): fix what it names, then run it again.`, 1);
  }
}
process.stdout.write(`
${type} is ready in src/blocks/${folder}/. Next:
  1. Put it on a page: add a ${type} block to a page's blocks in scripts/seed/transform/ (pages.ts
     composes the core pages), then \`npm run seed\`. The dataset test fails until a page uses it.
  2. Give it its own fields (schema, query, component, fixture, test), then \`npm run typegen\`.
`);
