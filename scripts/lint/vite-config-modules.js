/**
 * The modules Node loads when Vite reads vite.config.ts: the config and every module it imports,
 * through value imports (type-only imports are erased, so Node never loads those). Vite's native
 * config loader runs them with Node's own TypeScript support, which finds a module only by its
 * full file name, so these import one another with `.ts`; everywhere else imports are written
 * without it (eslint.config.js). Plain JavaScript, as ESLint loads its config with Node.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

const isFile = (path) => existsSync(path) && statSync(path).isFile();

function moduleFile(importer, specifier) {
  const base = resolve(dirname(importer), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(isFile);
}

/** Paths relative to `root`, the config first. */
export function viteConfigModules(root, config = "vite.config.ts") {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of [...source.matchAll(VALUE_IMPORT), ...source.matchAll(DYNAMIC_IMPORT)]) {
      const target = moduleFile(file, specifier);
      if (target) visit(target);
    }
  };
  visit(resolve(root, config));
  return [...seen].map((file) => relative(root, file).split("\\").join("/"));
}
