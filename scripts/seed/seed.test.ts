import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDataset, writeDataset } from "./index";

/** The dataset the site builds from, committed to the repository. */
const COMMITTED_DIR = fileURLToPath(new URL("../../src/content/dataset/", import.meta.url));

type SeedDocument = Awaited<ReturnType<typeof buildDataset>>[number];

interface Build {
  dir: string;
  documents: SeedDocument[];
  ndjson: string;
}

const tempDirs: string[] = [];

async function freshBuild(): Promise<Build> {
  const dir = mkdtempSync(join(tmpdir(), "seed-test-"));
  tempDirs.push(dir);
  const documents = await buildDataset(dir);
  const file = writeDataset(documents, dir);
  return { dir, documents, ndjson: readFileSync(file, "utf8") };
}

/** File name → bytes of every file in a dataset's images/ folder. */
function imagesOf(datasetDir: string): Map<string, Buffer> {
  const imagesDir = join(datasetDir, "images");
  return new Map(
    readdirSync(imagesDir)
      .sort()
      .map((name) => [name, readFileSync(join(imagesDir, name))]),
  );
}

/** Every value in a document tree with its JSON path, so a failure names the field. */
function* walk(
  value: unknown,
  path: string,
): Generator<{ path: string; value: unknown; key: string; parent: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      yield { path: `${path}.${key}`, value: item, key, parent: value as Record<string, unknown> };
      yield* walk(item, `${path}.${key}`);
    }
  }
}

function* stringsOf(
  documents: readonly SeedDocument[],
): Generator<{ path: string; text: string; parent: Record<string, unknown>; key: string }> {
  for (const document of documents) {
    for (const entry of walk(document, document._id)) {
      if (typeof entry.value === "string") yield { path: entry.path, text: entry.value, parent: entry.parent, key: entry.key };
    }
  }
}

/** Legacy markup or placeholders that must never reach a visitor. */
const MARKUP_RULES: [string, RegExp][] = [
  ["claim token", /\{\{claim:/],
  ["markdown link", /\[[^\]]*\]\(/],
  ["markdown bold", /\*\*/],
  ["HTML tag", /<\/?(p|li|ul|ol|a|strong|em|b|i|br|h[1-6]|div|span)\b[^>]*>/i],
  ["lorem ipsum", /lorem/i],
  ["TODO", /\bTODO\b/],
  ["TBD", /\bTBD\b/],
];

let first: Build;
let second: Build;

beforeAll(async () => {
  first = await freshBuild();
  second = await freshBuild();
}, 60_000);

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm run seed is deterministic", () => {
  it("writes byte-identical data.ndjson on two runs", () => {
    expect(first.documents.length).toBeGreaterThan(0);
    expect(second.ndjson).toBe(first.ndjson);
  });

  it("writes the same image files, with the same bytes, on two runs", () => {
    const a = imagesOf(first.dir);
    const b = imagesOf(second.dir);
    expect(a.size).toBeGreaterThan(0);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [name, bytes] of a) expect(b.get(name)?.equals(bytes), name).toBe(true);
  });

  it("writes one document per line, sorted by _id", () => {
    const lines = first.ndjson.trimEnd().split("\n");
    expect(lines).toHaveLength(first.documents.length);
    const ids = lines.map((line) => (JSON.parse(line) as SeedDocument)._id);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("matches the committed dataset (run `npm run seed` after editing scripts/seed/)", () => {
    const committed = readFileSync(join(COMMITTED_DIR, "data.ndjson"), "utf8");
    const byId = (ndjson: string) =>
      new Map(
        ndjson
          .trimEnd()
          .split("\n")
          .map((line) => [(JSON.parse(line) as SeedDocument)._id, line]),
      );
    const fresh = byId(first.ndjson);
    const old = byId(committed);
    // Name the documents that differ first, so the failure says what to re-seed.
    expect({
      missingFromCommitted: [...fresh.keys()].filter((id) => !old.has(id)),
      notInFreshBuild: [...old.keys()].filter((id) => !fresh.has(id)),
      changed: [...fresh.keys()].filter((id) => old.has(id) && old.get(id) !== fresh.get(id)),
    }).toEqual({ missingFromCommitted: [], notInFreshBuild: [], changed: [] });
    expect(committed).toBe(first.ndjson);
  });

  it("matches the committed images folder", () => {
    const committed = imagesOf(COMMITTED_DIR);
    const fresh = imagesOf(first.dir);
    expect([...committed.keys()]).toEqual([...fresh.keys()]);
    for (const [name, bytes] of fresh) expect(committed.get(name)?.equals(bytes), name).toBe(true);
  });
});

describe("the seeded documents", () => {
  it("give every document its own _id and a _type", () => {
    const ids = first.documents.map((document) => document._id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(first.documents.filter((document) => !document._type).map((document) => document._id)).toEqual([]);
  });

  it("point every reference (claims in Portable Text, packages, services) at a document in the set", () => {
    const ids = new Set(first.documents.map((document) => document._id));
    const references: { path: string; ref: string }[] = [];
    for (const document of first.documents) {
      for (const entry of walk(document, document._id)) {
        if (entry.key === "_ref") references.push({ path: entry.path, ref: String(entry.value) });
      }
    }
    // The walk must actually see the kinds of reference the site depends on.
    expect(references.some((entry) => /\.claim\._ref$/.test(entry.path))).toBe(true);
    expect(references.some((entry) => /\.services\[\d+\]\._ref$/.test(entry.path))).toBe(true);
    expect(references.some((entry) => /\.packages\[\d+\]\._ref$/.test(entry.path))).toBe(true);
    expect(references.filter((entry) => !ids.has(entry.ref))).toEqual([]);
  });

  it("contain no unconverted legacy markup, placeholder or raw HTML in any string", () => {
    const problems = [...stringsOf(first.documents)].flatMap(({ path, text }) =>
      MARKUP_RULES.filter(([, pattern]) => pattern.test(text)).map(([rule]) => `${rule} at ${path}: ${text.slice(0, 120)}`),
    );
    expect(problems).toEqual([]);
  });

  it("name an image file that exists in images/ for every _sanityAsset, and write no unused image", () => {
    const files = new Set(readdirSync(join(first.dir, "images")));
    const used = new Set<string>();
    const problems: string[] = [];
    for (const document of first.documents) {
      for (const entry of walk(document, document._id)) {
        if (entry.key !== "_sanityAsset") continue;
        const name = /^image@file:\/\/\.\/images\/([^/]+)$/.exec(String(entry.value))?.[1];
        if (!name || !files.has(name) || !existsSync(join(first.dir, "images", name)))
          problems.push(`${entry.path}: ${String(entry.value)}`);
        else used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect([...files].filter((name) => !used.has(name))).toEqual([]);
  });
});
