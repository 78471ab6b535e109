import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sanityValidator, type SchemaValidator } from "./preflight";
import { runImport } from "./run";
import { content, createStandIn, DATASET, PROJECT, TOKEN, type StandIn } from "./sanity-stand-in";

const server = setupServer();
/** Sanity's validator, played by the tests (the real CLI takes about 30 s; one test below runs it). */
let schemaValidator: SchemaValidator;
beforeEach(() => {
  schemaValidator = () => Promise.resolve(new Map());
});
let standIn: StandIn;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  standIn = createStandIn();
  server.use(...standIn.handlers);
});
afterEach(() => server.resetHandlers());

const SVG_A = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="4" height="2"/></svg>`;
const SVG_B = `<svg xmlns="http://www.w3.org/2000/svg" width="3" height="3"><circle r="1"/></svg>`;
const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");
const FILE_A = `${sha1(SVG_A)}-4x2.svg`;
const FILE_B = `${sha1(SVG_B)}-3x3.svg`;
/** The asset ids Sanity (and the stand-in) give these files: image-<sha1 of the bytes>-<W>x<H>-svg. */
const ASSET_A = `image-${sha1(SVG_A)}-4x2-svg`;
const ASSET_B = `image-${sha1(SVG_B)}-3x3-svg`;

const DOCUMENTS = [
  {
    _id: "article-one",
    _type: "article",
    _createdAt: "2024-06-11T09:00:00Z",
    _updatedAt: "2024-06-11T09:00:00Z",
    title: "One",
    slug: { _type: "slug", current: "one" },
    body: [{ _type: "block", _key: "b1", markDefs: [], children: [{ _type: "span", _key: "s1", text: "One." }] }],
    thumbnail: { _type: "figure", alt: "", _sanityAsset: `image@file://./images/${FILE_A}` },
    // Refers to a document later in the file: it has to exist before this one is written.
    author: { _type: "reference", _ref: "team-member-jo" },
  },
  { _id: "claim-ranking", _type: "claim", wording: "Top three for 40 keywords" },
  {
    _id: "page-home",
    _type: "page",
    title: "Home",
    path: { _type: "slug", current: "/" },
    seo: { _type: "seo", metaTitle: "Home" },
    blocks: [{ _type: "hero", _key: "h1", heading: "Home" }],
    hero: { _type: "figure", alt: "Chart", _sanityAsset: `image@file://./images/${FILE_A}` },
    gallery: [{ _type: "figure", _key: "k1", alt: "Circle", _sanityAsset: `image@file://./images/${FILE_B}` }],
  },
  {
    _id: "service-outreach",
    _type: "service",
    title: "Outreach",
    path: { _type: "slug", current: "/services/outreach" },
    seo: { _type: "seo", metaTitle: "Outreach" },
    blocks: [{ _type: "hero", _key: "h1", heading: "Outreach" }],
    claims: [{ _type: "reference", _key: "c1", _ref: "claim-ranking" }],
  },
  {
    _id: "team-member-jo",
    _type: "teamMember",
    firstName: "Jo",
    lastName: "Bloggs",
    slug: { _type: "slug", current: "jo-bloggs" },
  },
];
const IDS = DOCUMENTS.map((document) => document._id);

/** What a page needs to pass the checks before writing (the studio's required fields). */
const PAGE_FIELDS = (path: string) => ({
  title: path,
  path: { _type: "slug", current: path },
  seo: { _type: "seo", metaTitle: path },
  blocks: [{ _type: "hero", _key: "h1", heading: path }],
});

/** What each document should look like in the dataset (images as asset references). */
const EXPECTED: Record<string, Record<string, unknown>> = {
  "article-one": {
    ...without(DOCUMENTS[0]!, "_updatedAt"),
    thumbnail: { _type: "figure", alt: "", asset: { _type: "reference", _ref: ASSET_A } },
  },
  "claim-ranking": DOCUMENTS[1]!,
  "page-home": {
    ...DOCUMENTS[2]!,
    hero: { _type: "figure", alt: "Chart", asset: { _type: "reference", _ref: ASSET_A } },
    gallery: [{ _type: "figure", _key: "k1", alt: "Circle", asset: { _type: "reference", _ref: ASSET_B } }],
  },
  "service-outreach": DOCUMENTS[3]!,
  "team-member-jo": DOCUMENTS[4]!,
};

function without(document: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !keys.includes(key)));
}

function writeDataset(lines: string[], images: Record<string, string> = { [FILE_A]: SVG_A, [FILE_B]: SVG_B }): string {
  const dir = mkdtempSync(join(tmpdir(), "import-dataset-"));
  mkdirSync(join(dir, "images"));
  for (const [name, svg] of Object.entries(images)) writeFileSync(join(dir, "images", name), svg);
  const file = join(dir, "data.ndjson");
  writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

function collector(isTTY = false) {
  const chunks: string[] = [];
  return { isTTY, write: (text: string) => chunks.push(text), text: () => chunks.join("") };
}

async function run(argv: string[], env: Record<string, string | undefined>, { tty = false } = {}) {
  const stdout = collector();
  const stderr = collector(tty);
  const code = await runImport(argv, { env, stdout, stderr, validate: schemaValidator });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const TARGET = ["--project", PROJECT, "--dataset", DATASET];

/** The stand-in's documents by id, without what the store sets on each write (for comparing runs). */
function state(of: StandIn) {
  return Object.fromEntries(
    [...of.documents].map(([id, document]) => [id, without(document, "_rev", "_updatedAt", "_createdAt")]),
  );
}

describe("npm run import", () => {
  let file: string;
  let env: Record<string, string>;
  beforeEach(() => {
    file = writeDataset(DOCUMENTS.map((document) => JSON.stringify(document)));
    env = { SANITY_WRITE_TOKEN: TOKEN, EMBEDDED_DATASET_FILE: file };
  });

  it("writes every document with createOrReplace in transactions of --batch-size, uploading each image once", async () => {
    const result = await run([...TARGET, "--batch-size", "2"], env);

    expect(result.stderr).not.toMatch(/Error/);
    expect(result.code).toBe(0);
    expect(standIn.mutates.map((mutate) => mutate.ids.length)).toEqual([2, 2, 1]);
    expect(standIn.mutates.flatMap((mutate) => mutate.mutations.map((mutation) => Object.keys(mutation)))).toEqual(
      IDS.map(() => ["createOrReplace"]),
    );
    expect(standIn.mutates.flatMap((mutate) => mutate.ids).sort()).toEqual(IDS);
    // The referenced document is written before the one referring to it (the stand-in, like the
    // Content Lake, refuses a strong reference to a document that does not exist yet).
    const written = standIn.mutates.flatMap((mutate) => mutate.ids);
    expect(written.indexOf("team-member-jo")).toBeLessThan(written.indexOf("article-one"));

    expect(Object.fromEntries(standIn.uploads)).toEqual({ [ASSET_A]: 1, [ASSET_B]: 1 });
    for (const id of IDS)
      expect(content(standIn.documents.get(id)), id).toEqual({ _createdAt: expect.any(String), ...EXPECTED[id] });
    expect(standIn.documents.get("article-one")?._createdAt).toBe("2024-06-11T09:00:00Z");
    expect(JSON.stringify([...standIn.documents.values()])).not.toMatch(/_sanityAsset|_weak/);
    expect(result.stdout).toContain(
      `Imported 5 documents in 3 transactions and 2 images into project ${PROJECT}, dataset ${DATASET}.`,
    );
    expect(result.stderr).toContain("Writing 5/5 documents");
  });

  it("writes 50 documents to a transaction when no --batch-size is given", async () => {
    const claims = Array.from({ length: 51 }, (_, n) => ({ _id: `claim-${n}`, _type: "claim", wording: `Claim ${n}` }));
    env.EMBEDDED_DATASET_FILE = writeDataset(
      claims.map((claim) => JSON.stringify(claim)),
      {},
    );
    const result = await run(TARGET, env);
    expect(result.code).toBe(0);
    expect(standIn.mutates.map((mutate) => mutate.ids.length)).toEqual([50, 1]);
    expect(result.stdout).toContain("Imported 51 documents in 2 transactions");
  });

  it("draws a single-line progress bar when stderr is a terminal", async () => {
    const result = await run([...TARGET, "--batch-size", "2"], env, { tty: true });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("\rWriting [########............] 2/5 documents");
    expect(result.stderr).toContain("\rWriting [####################] 5/5 documents\x1b[K\n");
  });

  it("stops at a refused batch, naming its documents, the API's message and what was written; running again completes it", async () => {
    standIn.failMutateRequests.add(2);
    const failed = await run([...TARGET, "--batch-size", "2"], env);

    expect(failed.code).toBe(1);
    const [firstBatch, refusedBatch] = standIn.mutates.map((mutate) => mutate.ids);
    expect(refusedBatch).toHaveLength(2);
    expect(failed.stderr).toContain(`Sanity refused batch 2 of 3 (documents ${refusedBatch!.join(", ")})`);
    expect(failed.stderr).toContain(`${refusedBatch![1]}: Document "${refusedBatch![1]}" is not valid: title is required`);
    expect(failed.stderr).toContain("2 of 5 documents were written before it.");
    expect(failed.stderr).toContain("running the same command again resumes safely");
    expect([...standIn.documents.keys()].sort()).toEqual([...firstBatch!].sort());
    expect(standIn.mutates).toHaveLength(2); // it stopped: the third batch was never sent

    standIn.failMutateRequests.clear();
    const resumed = await run([...TARGET, "--batch-size", "2"], env);
    expect(resumed.code).toBe(0);
    const afterResume = state(standIn);
    const uploadsAfterResume = [...standIn.uploads.keys()].sort();

    server.resetHandlers();
    const clean = createStandIn();
    server.use(...clean.handlers);
    expect((await run([...TARGET, "--batch-size", "2"], env)).code).toBe(0);
    expect(afterResume).toEqual(state(clean));
    expect(Object.keys(afterResume)).toHaveLength(5);
    expect(uploadsAfterResume).toEqual([...clean.uploads.keys()].sort());
  });

  describe("checks every document before the first write", () => {
    const BAD = [
      { ...PAGE_FIELDS("/fine"), _id: "page-fine", _type: "page" },
      { ...PAGE_FIELDS("/x"), _id: "page-escape", _type: "page", path: { _type: "slug", current: "/../../thank-you" } },
      { _id: "redirect-newline", _type: "redirect", from: "/old", to: "/new\n/* https://evil.example/ 301!" },
      { _id: "drafts.page-fine", _type: "page", ...PAGE_FIELDS("/fine") },
      { _id: "widget-1", _type: "widget" },
      { ...PAGE_FIELDS("/dangling"), _id: "page-dangling", _type: "page", author: { _type: "reference", _ref: "team-nobody" } },
    ];

    it("lists every problem and writes nothing: unknown types, climbing paths, newline redirects, draft ids, dangling references", async () => {
      env.EMBEDDED_DATASET_FILE = writeDataset(
        BAD.map((document) => JSON.stringify(document)),
        {},
      );
      const result = await run(TARGET, env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Error: nothing was imported: 5 problems in");
      expect(result.stderr).toContain('page-escape (page): path "/../../thank-you"');
      expect(result.stderr).toContain("redirect-newline (redirect): to");
      expect(result.stderr).toContain("drafts.page-fine (page): a draft id");
      expect(result.stderr).toContain('widget-1 (widget): "widget" is not a document type');
      expect(result.stderr).toContain(
        'page-dangling (page): author refers to "team-nobody", which is neither in the file nor in the target dataset.',
      );
      expect(standIn.mutates).toEqual([]);
      expect(standIn.uploads.size).toBe(0);
    });

    it("stops on what Sanity's validator finds, field by field", async () => {
      schemaValidator = () =>
        Promise.resolve(
          new Map([
            ["page-fine", [{ level: "error" as const, path: "seo.metaDescription", message: "Must be at most 160 characters." }]],
            ["page-fine-2", [{ level: "warning" as const, path: "title", message: "A warning does not stop an import." }]],
          ]),
        );
      env.EMBEDDED_DATASET_FILE = writeDataset([JSON.stringify(BAD[0])], {});
      const result = await run(TARGET, env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("page-fine (page): seo.metaDescription: Must be at most 160 characters.");
      expect(standIn.mutates).toEqual([]);
    });

    it("runs the whole file through Sanity's own validator with the studio's schema", async () => {
      schemaValidator = sanityValidator;
      const claim = {
        _id: "claim-clients",
        _type: "claim",
        key: "clients",
        value: "3,000",
        wording: "over three thousand clients",
      };
      const fine = { _id: "claim-years", _type: "claim", key: "years", value: "10+", wording: "10+ years in business" };
      // Two documents: the CLI validates nothing in a file that holds only one.
      env.EMBEDDED_DATASET_FILE = writeDataset([JSON.stringify(claim), JSON.stringify(fine)], {});
      const result = await run([...TARGET, "--dry-run"], { EMBEDDED_DATASET_FILE: env.EMBEDDED_DATASET_FILE });
      expect(result.stderr).toContain('claim-clients (claim): wording: The wording must contain the value "3,000".');
      expect(result.stderr).not.toContain("claim-years");
    }, 120_000);

    it("accepts a reference to a document already in the target dataset", async () => {
      standIn.documents.set("team-nobody", { _id: "team-nobody", _type: "teamMember" });
      env.EMBEDDED_DATASET_FILE = writeDataset([JSON.stringify(BAD[5])], {});
      expect((await run(TARGET, env)).code).toBe(0);
    });

    it("imports anyway with --force, listing the problems", async () => {
      env.EMBEDDED_DATASET_FILE = writeDataset([JSON.stringify(BAD[0]), JSON.stringify(BAD[4])], {});
      const result = await run([...TARGET, "--force"], env);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain('widget-1 (widget): "widget" is not a document type');
      expect(result.stderr).toContain("Importing anyway (--force).");
      expect(standIn.documents.has("widget-1")).toBe(true);
    });
  });

  it("imports documents that refer to each other by writing one reference weak first, then the document as it is", async () => {
    const cyclic = [
      { ...PAGE_FIELDS("/a"), _id: "a", _type: "page", next: { _type: "reference", _ref: "b" } },
      { ...PAGE_FIELDS("/b"), _id: "b", _type: "page", next: { _type: "reference", _ref: "a" } },
    ];
    env.EMBEDDED_DATASET_FILE = writeDataset(
      cyclic.map((document) => JSON.stringify(document)),
      {},
    );
    const result = await run(TARGET, env);

    expect(result.stderr).not.toMatch(/Error/);
    expect(result.code).toBe(0);
    expect(standIn.mutates.map((mutate) => mutate.ids)).toEqual([["b", "a"], ["b"]]);
    expect(JSON.stringify(standIn.mutates[0]!.mutations)).toContain(`"_weak":true`);
    expect(state(standIn)).toEqual({ a: cyclic[0], b: cyclic[1] });
  });

  it("tells which image upload failed and writes no document", async () => {
    const result = await run(TARGET, { ...env, SANITY_WRITE_TOKEN: "wrong" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Uploading the image ${FILE_A} failed`);
    expect(result.stderr).toContain("no documents were written");
    expect(standIn.mutates).toHaveLength(0);
  });

  describe("--dry-run", () => {
    it("writes nothing and reports what would be created, replaced or left unchanged", async () => {
      expect((await run(TARGET, env)).code).toBe(0);
      const page = standIn.documents.get("page-home")!;
      standIn.documents.set("page-home", { ...page, title: "Edited in the studio" });
      standIn.documents.delete("claim-ranking");
      const before = structuredClone([...standIn.documents]);
      const writesBefore = standIn.mutates.length;
      const logBefore = standIn.log.length;

      const result = await run([...TARGET, "--dry-run"], env);

      expect(result.code).toBe(0);
      expect(standIn.mutates).toHaveLength(writesBefore);
      expect(standIn.log.slice(logBefore).every((entry) => entry.endsWith("query"))).toBe(true);
      expect([...standIn.documents]).toEqual(before);
      expect(standIn.queries.at(-1)).toEqual({ query: "*[_id in $ids]", ids: IDS });
      const lines = result.stdout.trim().split("\n");
      expect(lines.slice(0, -1).sort()).toEqual([
        "unchanged     article-one",
        "unchanged     service-outreach",
        "unchanged     team-member-jo",
        "would create  claim-ranking",
        "would replace page-home",
      ]);
      expect(lines.at(-1)).toBe(
        `1 to create, 1 to replace, 3 unchanged in project ${PROJECT}, dataset ${DATASET}; 2 images would be uploaded. Dry run: nothing was written.`,
      );
    });

    it("reports every document as to be created in an empty dataset", async () => {
      const result = await run([...TARGET, "--dry-run"], env);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("5 to create, 0 to replace, 0 unchanged");
      expect(standIn.log.every((entry) => entry === "GET query")).toBe(true);
      expect(standIn.documents.size).toBe(0);
    });

    it("without a token, skips the comparison, lists every document and sends no request", async () => {
      const result = await run([...TARGET, "--dry-run"], { EMBEDDED_DATASET_FILE: file });
      expect(result.code).toBe(0);
      expect(result.stderr).toContain("SANITY_WRITE_TOKEN is not set, so the comparison with the live dataset was skipped.");
      expect(result.stdout.trim().split("\n")).toEqual([
        ...IDS.map((id) => `would write   ${id}`),
        `5 documents would be written to project ${PROJECT}, dataset ${DATASET}; 2 images would be uploaded. Dry run: nothing was written.`,
      ]);
      expect(standIn.log).toEqual([]);
    });
  });

  describe("refuses to start", () => {
    it("without a token (unless --dry-run)", async () => {
      const result = await run(TARGET, { EMBEDDED_DATASET_FILE: file, SANITY_WRITE_TOKEN: " " });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Error: SANITY_WRITE_TOKEN is not set.");
      expect(result.stderr).toContain(`https://www.sanity.io/manage/project/${PROJECT}/api`);
      expect(standIn.log).toEqual([]);
    });

    it.each([
      [["--project", PROJECT], "Missing --dataset."],
      [[...TARGET, "--batch-size", "0"], `--batch-size must be a whole number of at least 1 (got "0").`],
      [[...TARGET, "--overwrite"], `Unknown option "--overwrite".`],
    ])("with bad arguments %j", async (argv, message) => {
      const result = await run(argv, env);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`Error: ${message}`);
      expect(result.stderr).toContain("Usage: npm run import -- --project ID --dataset NAME [--dry-run] [--batch-size N]");
      expect(standIn.log).toEqual([]);
    });

    it("with a malformed dataset, naming the file and line", async () => {
      env.EMBEDDED_DATASET_FILE = writeDataset([JSON.stringify(DOCUMENTS[1]), "", `{"_id": "x",`]);
      const result = await run(TARGET, env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Error: ${env.EMBEDDED_DATASET_FILE}:3 is not valid JSON`);
      expect(standIn.log).toEqual([]);
    });

    it("when an image file is missing, before uploading anything", async () => {
      env.EMBEDDED_DATASET_FILE = writeDataset(
        DOCUMENTS.map((document) => JSON.stringify(document)),
        { [FILE_A]: SVG_A },
      );
      const result = await run(TARGET, env);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`images/${FILE_B} \\(used by "page-home"\\) does not exist`));
      expect(standIn.log).toEqual([]);
    });
  });
});
