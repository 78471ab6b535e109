/** A scratch copy of the project for tests that run whole builds, so build/ and .cache/ here are left alone. */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The project's files as git sees them (committed or not, never ignored), without the studio unless
 * asked (Sanity's schema extraction and TypeGen run from it).
 */
export function scratchCopy(prefix = "scratch-build-", { withStudio = false } = {}): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  copyProjectInto(root, { withStudio });
  return root;
}

/** The project's files, as `scratchCopy` takes them, copied into the folder `root` (made if missing). */
export function copyProjectInto(root: string, { withStudio = false } = {}): void {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: projectRoot })
    .toString()
    .split("\0")
    .filter((file) => file && (withStudio || !file.startsWith("studio/")) && file !== "node_modules");
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(root, file));
  }
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"));
}

/** The environment of a build from a shell: without Vitest's variables, which make Vite leave the app's plugins out. */
export function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV" && name !== "TEST"),
  );
}
