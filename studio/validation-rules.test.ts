/**
 * Every rule that protects the site, broken on purpose: one NDJSON file holds the embedded dataset
 * (so references resolve) and one broken document per way of breaking a rule, and Sanity's own
 * validator CLI (`sanity documents validate`, offline) runs over it once. Each broken document must
 * get exactly the findings listed in validation/broken-documents.ts; the real documents none that is
 * an error. What the CLI cannot decide offline, or reports only as a warning, is validated again as
 * the studio validates before publishing (validation/validator-in-studio.ts).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SanityDocument } from "sanity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brokenDocuments, publishedForStudioChecks, studioRejections } from "./validation/broken-documents";
import type { Finding } from "./validation/markers";
import { validateFileWithSanityCli } from "./validation/validator-cli";
import { studioValidator } from "./validation/validator-in-studio";

const DATASET = fileURLToPath(new URL("../src/content/dataset/data.ndjson", import.meta.url));
const RULES = [
  "1 prices",
  "2 bulk discounts",
  "3 turnaround",
  "4 addresses and slugs",
  "5 meta description",
  "6 required fields",
  "7 FAQ",
  "8 claims",
  "9 redirects",
  "10 literal money",
  "11 block settings",
];

let realDocuments: SanityDocument[];
let tempDir: string;
let cliFindings: Map<string, Finding[]>;

const errorsIn = (findings: readonly Finding[] | undefined) => (findings ?? []).filter((finding) => finding.level === "error");

beforeAll(async () => {
  realDocuments = (await readFile(DATASET, "utf8"))
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SanityDocument);
  tempDir = await mkdtemp(join(tmpdir(), "validation-rules-"));
  const file = join(tempDir, "dataset-with-broken-documents.ndjson");
  const documents = [...realDocuments, ...brokenDocuments.map((broken) => broken.document)];
  await writeFile(file, documents.map((document) => JSON.stringify(document)).join("\n") + "\n");
  // The CLI loads the whole studio config in a worker: about 30 s, once for every case below.
  cliFindings = await validateFileWithSanityCli(file);
}, 120_000);

afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe("the broken documents", () => {
  it("break every rule, each with a new id", () => {
    expect([...new Set(brokenDocuments.map((broken) => broken.rule))]).toEqual(RULES);
    const ids = [...brokenDocuments, ...studioRejections].map((broken) => broken.document._id);
    expect(ids.every((id) => id.startsWith("broken-"))).toBe(true);
    expect(realDocuments.some((document) => ids.includes(document._id))).toBe(false);
  });
});

describe("sanity documents validate (the CLI, offline)", () => {
  it("finds no errors in the embedded dataset", () => {
    const errors = realDocuments.flatMap((document) =>
      errorsIn(cliFindings.get(document._id)).map((finding) => ({ id: document._id, ...finding })),
    );
    expect(errors).toEqual([]);
  });

  it("accepts both sides of the exceptions: GBP-only packages without USD, a service using another's turnaround", () => {
    const gbpOnly = realDocuments.filter((document) => document._type === "pricePackage" && document.billedInGbpOnly === true);
    const borrowedTurnaround = realDocuments.filter(
      (document) => document._type === "service" && document.sameTurnaroundAs && !document.turnaround,
    );
    expect(gbpOnly.length).toBeGreaterThan(0);
    expect(borrowedTurnaround.length).toBeGreaterThan(0);
    // Their only findings, if any, are about something else (a long meta description).
    const priceOrTurnaround = (finding: Finding) => /^(price|bulkDiscounts|turnaround|sameTurnaroundAs)\b/.test(finding.path);
    for (const document of [...gbpOnly, ...borrowedTurnaround]) {
      expect((cliFindings.get(document._id) ?? []).filter(priceOrTurnaround), document._id).toEqual([]);
    }
  });

  it.each(brokenDocuments.map((broken) => [broken.rule, broken.document._id, broken.expected] as const))(
    "rule %s: %s gets exactly the expected findings",
    (_rule, id, expected) => {
      expect(cliFindings.get(id)).toEqual(expected);
    },
  );
});

describe("validated as the studio does before publishing", () => {
  let validate: Awaited<ReturnType<typeof studioValidator>>;

  beforeAll(async () => {
    validate = await studioValidator([...realDocuments, ...publishedForStudioChecks]);
  });

  it.each(studioRejections.map((broken) => [broken.rule, broken.document._id, broken] as const))(
    "rule %s: %s is rejected with an error",
    async (_rule, _id, broken) => {
      expect(await validate(broken.document)).toEqual(broken.expected);
    },
  );

  it("finds no errors in the embedded dataset, addresses and slugs unique within each type", async () => {
    const errors = [];
    for (const document of realDocuments)
      errors.push(...errorsIn(await validate(document)).map((finding) => ({ id: document._id, ...finding })));
    expect(errors).toEqual([]);
  }, 60_000);
});
