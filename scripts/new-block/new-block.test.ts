import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeNewBlock } from "./new-block";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
/** What the generator reads: the block list it edits, and the studio's types it must not clash with. */
const READ = ["src/blocks/blocks.ts", "src/content/generated/schema.json", ".prettierrc.json"];

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "new-block-"));
  for (const file of READ.filter((file) => existsSync(join(projectRoot, file)))) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(root, file));
  }
  mkdirSync(join(root, "src/blocks/faq"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run new:block", () => {
  it("writes the block's folder, every piece the block list test asks for plus its styles, named from one name", async () => {
    const { names, written } = await writeNewBlock(root, "stat-band");
    expect(names).toEqual({ type: "statBand", folder: "stat-band", component: "StatBandBlock", title: "Stat band" });
    expect(readdirSync(join(root, "src/blocks/stat-band")).sort()).toEqual(
      ["block.ts", "css", "fixture.ts", "query.ts", "schema.ts", "test.tsx", "tsx"].map((suffix) => `stat-band.${suffix}`).sort(),
    );
    expect(written).toContain("src/blocks/blocks.ts");
    const read = (suffix: string) => readFileSync(join(root, `src/blocks/stat-band/stat-band.${suffix}`), "utf8");
    expect(read("block.ts")).toMatch(/type: "statBand",[\s\S]*component: "StatBandBlock",/);
    expect(read("schema.ts")).toMatch(/defineBlock\(\s*"statBand",\s*"Stat band"/);
    expect(read("query.ts")).toContain('export const statBandProjection = /* groq */ `_type == "statBand" => {');
    expect(read("tsx")).toContain('export function StatBandBlock({ block }: BlockProps<"statBand">)');
    expect(read("fixture.ts")).toContain('export const statBandFixture: BlockOf<"statBand">');
  });

  it("with --script, adds the plain script public pages run and its test, and the manifest says when it starts", async () => {
    await writeNewBlock(root, "stat-toggle", { script: true });
    const read = (suffix: string) => readFileSync(join(root, `src/blocks/stat-toggle/stat-toggle.${suffix}`), "utf8");
    expect(readdirSync(join(root, "src/blocks/stat-toggle"))).toEqual(
      expect.arrayContaining(["stat-toggle.script.ts", "stat-toggle.script.test.tsx"]),
    );
    expect(read("block.ts")).toContain('script: "on-interaction",');
    expect(read("script.ts")).toContain("export const startBlockScript: BlockScript = (block) => {");
    expect(read("script.ts")).not.toMatch(/from "react/);
    expect(read("tsx")).toContain("onClick={() => setOpen(!open)}");
  });

  it("adds the block to src/blocks/blocks.ts: its import in folder order, its entry last in the menu", async () => {
    await writeNewBlock(root, "statBand");
    const list = readFileSync(join(root, "src/blocks/blocks.ts"), "utf8");
    const imports = list.split("\n").filter((line) => line.endsWith('.block";'));
    expect(imports).toContain('import { statBandBlock } from "./stat-band/stat-band.block";');
    expect(imports).toEqual([...imports].sort());
    expect(list).toMatch(/ {2}statBand: statBandBlock,\n\} satisfies/);
  });

  it("writes files Prettier leaves as they are", async () => {
    const { written } = await writeNewBlock(root, "stat-band");
    const scripted = await writeNewBlock(root, "stat-toggle", { script: true });
    for (const file of [...written, ...scripted.written]) {
      const path = join(root, file);
      const text = readFileSync(path, "utf8");
      const options = await resolveConfig(join(projectRoot, file));
      expect(await format(text, { ...options, filepath: path }), file).toBe(text);
    }
  });

  it("refuses, writing nothing, a name that is not one, a folder that exists, and a type the studio has", async () => {
    const before = readFileSync(join(root, "src/blocks/blocks.ts"), "utf8");
    await expect(writeNewBlock(root, "Stat Band!")).rejects.toThrow(/is not a block name: use lowercase words joined by hyphens/);
    await expect(writeNewBlock(root, "faq")).rejects.toThrow("src/blocks/faq/ already exists");
    await expect(writeNewBlock(root, "shared")).rejects.toThrow("src/blocks/shared/ already exists");
    await expect(writeNewBlock(root, "claim")).rejects.toThrow("The studio already has a type named claim");
    expect(readFileSync(join(root, "src/blocks/blocks.ts"), "utf8")).toBe(before);
    expect(readdirSync(join(root, "src/blocks")).sort()).toEqual(["blocks.ts", "faq"]);
  });
});
