import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const packageJson = JSON.parse(readFileSync(resolve(projectRoot, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** Specifiers a module loads when it runs: type-only imports and exports vanish when compiled. */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, resolve(base, "index.ts")].find(
    (path) => existsSync(path) && /\.tsx?$/.test(path),
  );
  if (!candidate) throw new Error(`${from} imports ${specifier}, which is not a TypeScript file here`);
  return candidate;
}

/** The npm packages reachable from `entry` through the project's own modules. */
function packagesImportedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith(".")) queue.push(resolveLocal(file, specifier));
      else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier))
        packages.add(specifier.startsWith("@") ? specifier.split("/", 2).join("/") : specifier.split("/", 1)[0]!);
    }
  }
  return packages;
}

// `npm ci --omit=dev && npm run serve` must work on a production host: everything the server
// needs at run time, including the program that runs it, is a dependency, not a devDependency.
describe("npm run serve on a production install", () => {
  it("runs with a program that is a runtime dependency", () => {
    const program = packageJson.scripts.serve!.split(" ", 1)[0]!;
    expect(Object.keys(packageJson.dependencies)).toContain(program);
  });

  it("imports only packages listed in dependencies", () => {
    const imported = [...packagesImportedFrom(resolve(projectRoot, "scripts/serve/index.ts"))];
    expect(imported).toContain("fastify");
    expect(imported.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });
});
