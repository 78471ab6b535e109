/**
 * What `npm run typegen` reads and writes, hashed: the generated files depend only on these, so
 * when both hashes match the last run's stamp, running the generators again would write the same
 * bytes. Every file is read (not its time): a checkout, a rebase or a copy changes times, not content.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Files and folders whose content the generators read: the code's queries and block manifests, the schemas, the studio's config, the tools' versions. */
const INPUTS = ["src", "schemas", "studio", "package-lock.json"];
/** What the generators write (inside the inputs' folders, so left out of them). */
const OUTPUTS = ["src/blocks/generated", "src/content/generated"];
/** Never read by the generators: installed packages, builds, caches. */
const SKIPPED = new Set(["node_modules", "dist", ".sanity"]);

function filesUnder(root: string, path: string): string[] {
  return readdirSync(join(root, path), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => !file.split("/").some((part) => SKIPPED.has(part) || part.startsWith(".typegen-check-")));
}

function hashOf(root: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of [...files].sort())
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(root, file)))
      .update("\0");
  return hash.digest("hex");
}

const isOutput = (file: string) => OUTPUTS.some((output) => file === output || file.startsWith(`${output}/`));

/** One line naming the inputs' hash and the outputs' hash, as the stamp file holds it. */
export function typegenStamp(root: string): string {
  const files = INPUTS.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? filesUnder(root, path) : [path];
  });
  return `inputs ${hashOf(
    root,
    files.filter((file) => !isOutput(file)),
  )} outputs ${hashOf(root, files.filter(isOutput))}`;
}
