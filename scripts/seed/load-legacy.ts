import { readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";

const LEGACY_DIR = new URL("./legacy/", import.meta.url);

/** Imports every module of a legacy folder, in file-name order so the output is stable. */
export async function loadLegacyFolder<T>(folder: string): Promise<T[]> {
  const dir = new URL(`${folder}/`, LEGACY_DIR);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  const modules: T[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(new URL(file, dir).pathname).href)) as { default?: T };
    if (!module.default) throw new Error(`legacy/${folder}/${file} has no default export.`);
    modules.push(module.default);
  }
  return modules;
}
