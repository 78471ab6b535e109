/**
 * `npm run check:types` (part of `npm test`): regenerates the Sanity schema and the query types
 * from the studio's schema and the code's queries, in a scratch folder, and fails if they differ
 * from the committed ones. A schema change that leaves every query string alone would otherwise
 * leave the generated types stale with no error. (Route types need no check: `npm run typecheck`
 * regenerates them before every run.)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { firstDifference } from "./first-difference";

const STUDIO = resolve("studio");
const COMMITTED = resolve("src/content/generated");
const GENERATED_FILES = ["schema.json", "sanity.types.ts"] as const;

function sanity(args: string[], env: NodeJS.ProcessEnv): void {
  // The project's own copy, directly: through npx each call costs another 0.4 CPU seconds.
  execFileSync(resolve("node_modules/.bin/sanity"), args, {
    cwd: STUDIO,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

// Inside the studio folder: `sanity schema extract --path` resolves even absolute paths from there.
const scratch = mkdtempSync(join(STUDIO, ".typegen-check-"));
try {
  const schema = relative(STUDIO, join(scratch, "schema.json"));
  sanity(["schema", "extract", "--path", schema], {});
  sanity(["typegen", "generate"], { TYPEGEN_SCHEMA: schema, TYPEGEN_OUTPUT: join(scratch, "sanity.types.ts") });
  const stale = GENERATED_FILES.flatMap((file) => {
    // The types name the schema file they came from: the scratch copy, which stands for the committed one.
    const regenerated = readFileSync(join(scratch, file), "utf8").replaceAll(schema, "../src/content/generated/schema.json");
    const difference = firstDifference(readFileSync(join(COMMITTED, file), "utf8"), regenerated);
    return difference ? [`  src/content/generated/${file}: ${difference}`] : [];
  });
  if (stale.length) {
    process.stderr.write(
      `The generated Sanity types are stale:\n${stale.join("\n")}\nRun \`npm run typegen\` and commit the result.\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write("Generated Sanity schema and query types match the schema and queries.\n");
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
