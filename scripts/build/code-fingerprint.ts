import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * What a build's code is made of, besides content: the site's source, the schemas, the build's own
 * scripts and configuration, the locked dependencies. A change to any of them (or to a VITE_*
 * variable, which the bundle inlines) means bundling again.
 */
const CODE_INPUTS = [
  "src",
  "schemas",
  "scripts/build",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** Content, not code: the embedded dataset is read by the loaders like the Content Lake is (its images are copied by the bundler, so they count as code). */
const NOT_CODE = [/^src\/content\/dataset\/data\.ndjson$/, /\.test\.tsx?$/, /^src\/test\//, /^src\/\.react-router\//];

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"));
}

/** A hash of the code a build at `projectRoot` bundles, with the environment it inlines. */
export function codeFingerprint(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  const files = CODE_INPUTS.flatMap((input) => filesUnder(projectRoot, input))
    .filter((file) => !NOT_CODE.some((pattern) => pattern.test(file)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(projectRoot, file)));
    hash.update("\0");
  }
  const inlined = Object.keys(env)
    .filter((name) => name.startsWith("VITE_"))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(inlined.join("\n"));
  return hash.digest("hex");
}
