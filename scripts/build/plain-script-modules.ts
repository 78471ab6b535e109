import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** The public pages' entry (decision 0034). */
export const ISLANDS_ENTRY = "src/islands/entry.ts";
/** A block's plain script (decision 0054): `src/blocks/<folder>/<folder>.script.ts`. */
export const BLOCK_SCRIPT = /[\\/]src[\\/]blocks[\\/]([a-z-]+)[\\/]\1\.script\.ts$/;

/** `import … from "x"`, `export … from "x"` and `import "x"`, but not `import type` or `export type`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

/** A relative import's file: TypeScript leaves the extension out. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(from, "..", specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => existsSync(file) && statSync(file).isFile());
}

/** `file` and every source module it imports (at run time, not types), followed through relative imports. */
function staticClosure(file: string, into: Set<string>, packages: Set<string>): void {
  if (into.has(file)) return;
  into.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
    if (!specifier!.startsWith(".")) {
      packages.add(specifier!);
      continue;
    }
    const imported = resolveRelative(file, specifier!);
    if (imported) staticClosure(imported, into, packages);
  }
}

export interface PlainScriptModules {
  /** The islands entry and what it imports: the chunk every public page loads first. */
  entry: ReadonlySet<string>;
  /** What the blocks' plain scripts import: never to be bundled with modules that bring React. */
  blockScripts: ReadonlySet<string>;
  /** The packages any of them imports. */
  packages: ReadonlySet<string>;
}

/**
 * The source modules the public pages' scripts are made of, as absolute paths, read from the
 * sources when the build is configured: the build groups them apart from the app's helpers, which
 * bring React with them (vite.config.ts), and refuses a script that imports React itself.
 */
export function plainScriptModules(root: string): PlainScriptModules {
  const packages = new Set<string>();
  const entry = new Set<string>();
  staticClosure(resolve(root, ISLANDS_ENTRY), entry, packages);
  const blockScripts = new Set<string>();
  const blocks = resolve(root, "src/blocks");
  for (const folder of readdirSync(blocks)) {
    const script = join(blocks, folder, `${folder}.script.ts`);
    if (existsSync(script)) staticClosure(script, blockScripts, packages);
  }
  return { entry, blockScripts, packages };
}
