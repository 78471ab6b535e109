import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { typegenStamp } from "./inputs-stamp";

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "typegen-stamp-"));
  write("schemas/documents/page.ts", "export const page = 1;\n");
  write("src/blocks/hero/hero.query.ts", 'export const q = "hero";\n');
  write("src/content/generated/sanity.types.ts", "export type Page = {};\n");
  write("studio/sanity.cli.ts", "export default {};\n");
  write("package-lock.json", "{}\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the stamp that lets npm run typegen skip the generators", () => {
  it("stays the same when nothing changed, even when files were touched (a checkout changes times only)", () => {
    const first = typegenStamp(root);
    utimesSync(join(root, "schemas/documents/page.ts"), new Date(), new Date(Date.now() + 60_000));
    expect(typegenStamp(root)).toBe(first);
  });

  it.each([
    ["a schema edited", "schemas/documents/page.ts", "export const page = 2;\n"],
    ["a query edited", "src/blocks/hero/hero.query.ts", 'export const q = "hero{title}";\n'],
    ["a block added", "src/blocks/stat-band/stat-band.query.ts", 'export const q = "statBand";\n'],
    ["the studio's config edited", "studio/sanity.cli.ts", "export default { typegen: {} };\n"],
    ["a tool upgraded", "package-lock.json", '{"sanity":"6"}\n'],
    ["a generated file edited by hand", "src/content/generated/sanity.types.ts", "export type Page = { title: string };\n"],
  ])("changes when %s", (_, file, text) => {
    const first = typegenStamp(root);
    write(file, text);
    expect(typegenStamp(root)).not.toBe(first);
  });

  it("changes when a generated file is deleted", () => {
    const first = typegenStamp(root);
    rmSync(join(root, "src/content/generated/sanity.types.ts"));
    expect(typegenStamp(root)).not.toBe(first);
  });

  it("ignores installed packages and the studio's build", () => {
    const first = typegenStamp(root);
    write("studio/node_modules/sanity/index.js", "x");
    write("studio/dist/index.html", "<html>");
    expect(typegenStamp(root)).toBe(first);
  });
});
