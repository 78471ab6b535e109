import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildDirectory } from "./build-directory.server";

/**
 * Where the prerender lists the inline scripts the site's code wrote: beside build/client, not in
 * it (it is for the build, not for visitors). `npm run build` allows exactly these by hash and
 * refuses a page with any other inline script (docs/decisions/0015-inline-scripts-by-hash.md).
 */
export const inlineScriptsFile = (projectRoot = process.cwd()) => join(buildDirectory(projectRoot), "inline-scripts.json");

const written = new Set<string>();

/**
 * Records one inline script's text as written by the code (never by content). Each new text is added
 * to the list at once, so the list is whole however the prerender ends; a site has a handful.
 */
export function recordInlineScript(text: string, file = inlineScriptsFile()): void {
  if (written.has(text)) return;
  written.add(text);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify([...written], null, 2)}\n`);
}
