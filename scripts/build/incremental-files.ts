import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** A file a build keeps beside its client folder for the next publish: `<buildDir>/incremental/<name>`. */
export const incrementalFile = (buildDir: string, name: string) => join(buildDir, "incremental", name);

/** Writes `value` to `file` as JSON, making its folder. */
export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/**
 * `file`'s JSON, or undefined when there is none or it cannot be read: a build from before the
 * file was recorded, or a half-written one, makes the next build a full one, never a failed one.
 */
export function readJsonFile<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}
