import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

interface NpmTreeNode {
  /** Only the root's: this package's name. */
  name?: string;
  version?: string;
  invalid?: string;
  missing?: boolean;
  dependencies?: Record<string, NpmTreeNode>;
}

/** Every "name@version: reason" npm ls would complain about, anywhere in the tree. */
function problemsIn(node: NpmTreeNode, name = "(root)"): string[] {
  const own = [
    ...(node.invalid ? [`${name}@${node.version}: invalid, ${node.invalid}`] : []),
    ...(node.missing ? [`${name}: missing`] : []),
  ];
  return [...own, ...Object.entries(node.dependencies ?? {}).flatMap(([child, tree]) => problemsIn(tree, child))];
}

describe("package-lock.json", () => {
  // Read from the lock (not node_modules), as `npm ci` does: a lock that breaks an override, such
  // as the rollup pin of decision 0003, makes `npm ls` fail and leaves installs to chance.
  it("satisfies package.json, its overrides and every package's declared ranges", async () => {
    const { stdout } = await promisify(execFile)("npm", ["ls", "--all", "--package-lock-only", "--json"], {
      cwd: projectRoot,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "{}" }));
    // An `npm ls` that printed nothing (or failed before reading the lock) has no problems to list
    // either, so first make sure it read this package's tree.
    const tree = JSON.parse(stdout || "{}") as NpmTreeNode;
    const { name } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { name: string };
    expect(tree.name).toBe(name);
    expect(problemsIn(tree)).toEqual([]);
  }, 90_000);
});
