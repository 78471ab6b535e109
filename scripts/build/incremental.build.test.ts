/**
 * The incremental build's proof: random sequences of editors' edits (a price, a claim, a
 * turnaround, an article's body or title, a new or renamed article, a deleted page, a redirect, a
 * site-settings label),
 * each published incrementally from the release before it, and after each one the result must be
 * the same bytes, every file, as a full build of the same content (decisions 0027 and 0036). Each
 * publish runs only the loaders of the paths whose recorded reads answer differently now, so this
 * also proves that choice: a path it wrongly skipped would keep old bytes. Each step costs
 * a full build, so `npm run test:build` runs one sequence of three edits (about a minute on two
 * cores); INCREMENTAL_PROPERTY_RUNS=20 runs twenty.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffTrees, differing, digestRelease, digestTree } from "../bench/tree-diff";
import { applyEdit, contentEdit, structuralEdit, type ContentEdit } from "./content-edits";
import { scratchWithBaselineBuild } from "./baseline-build";
import { readReleaseReads } from "./content-reads-file";
import { shellEnv } from "./scratch-project";

const RUNS = Number(process.env.INCREMENTAL_PROPERTY_RUNS ?? 1);
/** Edits that reach a few pages: their publish must run the loaders of fewer paths than the site has. */
const NARROW_EDITS = new Set<ContentEdit["kind"]>(["price", "claim", "turnaround", "articleBody", "articleTitle"]);
const EDITS_PER_RUN = 3;

let root: string;
let step = 0;

/** `npm run build` in the scratch project into `dir` (relative to it); answers its output and the digests of client/ and server-config.json. */
function build(dir: string, env: NodeJS.ProcessEnv): { ok: boolean; output: string; digests: Map<string, string> } {
  rmSync(join(root, dir), { recursive: true, force: true });
  let output: string;
  try {
    output = execFileSync(join(root, "node_modules", ".bin", "tsx"), ["scripts/build/index.ts"], {
      cwd: root,
      env: { ...shellEnv(), ...env, BUILD_DIR: dir },
      stdio: "pipe",
    }).toString();
  } catch (error) {
    const failed = error as { stdout?: Buffer; stderr?: Buffer };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}`, digests: new Map() };
  }
  // A publish's release is its own files over the full build's (decision 0053): what it serves is compared.
  const digests = digestRelease(join(root, dir, "client"));
  digests.set("../server-config.json", digestTree(join(root, dir)).get("server-config.json") ?? "missing");
  return { ok: true, output, digests };
}

/**
 * What a release recorded of its paths' reads, in a fixed order: a publish must leave the record a
 * full build of the same content would write, or the next publish could skip a path it should run.
 */
function recordedReads(dir: string) {
  const reads = readReleaseReads(join(root, dir));
  if (!reads) return undefined;
  const sorted = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    listed: [...reads.listed].sort(),
    paths: sorted(Object.fromEntries(Object.entries(reads.paths).map(([path, keys]) => [path, [...keys].sort()]))),
    reads: sorted(reads.reads),
    documents: sorted(reads.documents),
  };
}

/** A dataset folder as an export leaves it: the documents, and the images beside them. */
function writeDataset(ndjson: string): string {
  const dir = join(root, "datasets", `step-${step}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "data.ndjson"), ndjson);
  symlinkSync(join(root, "src", "content", "dataset", "images"), join(dir, "images"));
  return join(dir, "data.ndjson");
}

describe("an incremental publish", () => {
  let original: string;

  beforeAll(async () => {
    // The first release is a full build of the content as committed, in build/ as `npm run build`
    // leaves it (and the site's server publishes from it): the build tests' shared one
    // (baseline-build.ts), made once for them all. A minute on two free cores, several when shared.
    root = await scratchWithBaselineBuild("incremental-build-");
    original = readFileSync(join(root, "src", "content", "dataset", "data.ndjson"), "utf8");
  }, 600_000);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it(
    "writes, after every edit, exactly the files a full build of the same content writes",
    async () => {
      await fc.assert(
        // Three edits, one of which at least adds or removes an address, in a random place.
        fc.asyncProperty(
          fc.tuple(structuralEdit, contentEdit, contentEdit, fc.nat(EDITS_PER_RUN - 1)).map(([structural, a, b, at]) => {
            const edits = [a, b];
            edits.splice(at, 0, structural);
            return edits;
          }),
          async (edits) => {
            let dataset = original;
            let live = "build";
            for (const edit of edits) {
              step += 1;
              dataset = applyEdit(dataset, edit, `2026-11-20T10:${String(step % 60).padStart(2, "0")}:00Z`);
              const file = writeDataset(dataset);
              const incremental = build(`builds/incremental-${step}`, {
                EMBEDDED_DATASET_FILE: file,
                INCREMENTAL_FROM: join(root, live),
              });
              const full = build(`builds/full-${step}`, { EMBEDDED_DATASET_FILE: file });
              // Every edit here leaves content that builds: a failure of either is a failure of the test.
              const tail = (build: { ok: boolean; output: string }) => (build.ok ? "" : build.output.slice(-2_000));
              expect({ edit, full: tail(full), incremental: tail(incremental) }).toEqual({ edit, full: "", incremental: "" });
              // It really was incremental: same code, so nothing was bundled again.
              expect(incremental.output).toMatch(/paths rendered again/);
              const [, ran, of] = /(\d+) of (\d+) paths' loaders run/.exec(incremental.output) ?? [];
              if (NARROW_EDITS.has(edit.kind)) expect({ edit, ran: Number(ran) < Number(of) }).toEqual({ edit, ran: true });
              // It read only the dataset's new lines (decision 0053): an edit changes one or two documents.
              const [, read, lines] = /(\d+) of (\d+) dataset lines read as new/.exec(incremental.output) ?? [];
              expect({ edit, read: Number(read) <= 2 && Number(lines) > 100 }).toEqual({ edit, read: true });
              expect({ edit, differing: differing(diffTrees(full.digests, incremental.digests)) }).toEqual({
                edit,
                differing: [],
              });
              expect(recordedReads(`builds/incremental-${step}`)).toEqual(recordedReads(`builds/full-${step}`));
              rmSync(join(root, `builds/full-${step}`), { recursive: true, force: true });
              live = `builds/incremental-${step}`;
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    RUNS * EDITS_PER_RUN * 240_000,
  );
});
