import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { timeBuild } from "./build-timer";
import { clockShiftEnv } from "./clock-shift";
import { pathsShowing, withClaimWording } from "./claim-edit";
import { seconds, table } from "./format";
import { hydrationFilesOf, pageFiles } from "./page-files";
import { median } from "./stats";
import { diffTrees, differing, digestTree } from "./tree-diff";
import { withExtraArticles } from "./synthetic-dataset";

/** The claim the edit test changes: shown on a dozen service pages and the terms, not in the header or footer. */
export const EDITED_CLAIM = "claim-approval-surcharge";
const EDITED_WORDING = "an extra 12% (edited for the benchmark)";
const CACHE_DIR = ".cache/precompress";

export interface RebuildFigures {
  /** Files of build/client and build/server-config.json that differ between two builds of one commit and dataset. */
  identicalBuildsDiffer: string[];
  claim: {
    id: string;
    pagesShowing: string[];
    /** Files that differ after the edit. */
    differing: string[];
    /** Differing files that are not a page showing the claim or a file such a page reads. */
    unexpected: string[];
    pages: number;
  };
  coldMs: number[];
  warmMs: number[];
  coldPrecompressMs: number[];
  warmPrecompressMs: number[];
  claimEditMs: number;
  claimEditPrecompressMs: number;
  /** With synthetic articles: one build with the cache deleted, one with it kept, one after a claim edit. */
  large: LargeRebuild[];
}

interface LargeRebuild {
  extraArticles: number;
  coldMs: number;
  warmMs: number;
  claimEditMs: number;
  coldPrecompressMs: number;
  warmPrecompressMs: number;
  claimEditPrecompressMs: number;
}

/** A build's output as a host sees it: build/client, and the server's config beside it. */
function digestBuild(): Map<string, string> {
  const digests = digestTree("build/client");
  const config = digestTree("build");
  digests.set("../server-config.json", config.get("server-config.json") ?? "missing");
  return digests;
}

/**
 * A copy of the dataset in `scratch` with the edited claim's wording changed (its images linked,
 * not copied); returns the copy's folder.
 */
function writeEditedDataset(datasetDir: string, scratch: string): string {
  const editedDir = join(scratch, "edited");
  cpSync(datasetDir, editedDir, { recursive: true, filter: (source) => !source.includes("/images") });
  symlinkSync(join(process.cwd(), datasetDir, "images"), join(editedDir, "images"));
  writeFileSync(
    join(editedDir, "data.ndjson"),
    withClaimWording(readFileSync(join(datasetDir, "data.ndjson"), "utf8"), EDITED_CLAIM, EDITED_WORDING),
  );
  return editedDir;
}

/** The paths whose pages show the edited wording, read from the edited dataset. */
async function pathsShowingEdit(editedFile: string): Promise<string[]> {
  const previous = process.env.EMBEDDED_DATASET_FILE;
  process.env.EMBEDDED_DATASET_FILE = editedFile;
  const showing = await pathsShowing(EDITED_WORDING);
  if (previous === undefined) delete process.env.EMBEDDED_DATASET_FILE;
  else process.env.EMBEDDED_DATASET_FILE = previous;
  return showing;
}

/**
 * The files an edit to the pages at `paths` may change: each page's own files, and the hydration
 * files its HTML names before (in the build copied to `snapshot`) and after.
 */
function filesOfPages(paths: readonly string[], snapshot: string): Set<string> {
  return new Set(
    paths.flatMap((path) => {
      const html = pageFiles(path)[0]!;
      const before = readFileSync(join(snapshot, "client", html), "utf8");
      const after = readFileSync(join("build/client", html), "utf8");
      return [...pageFiles(path), ...hydrationFilesOf(before), ...hydrationFilesOf(after)];
    }),
  );
}

/** With `extra` synthetic articles: a build with the cache deleted, one with it kept, one after a claim edit. */
async function timeLargeRebuild(datasetDir: string, editedDir: string, scratch: string, extra: number): Promise<LargeRebuild> {
  console.log(`  With ${extra} extra articles: cold, warm, one claim edited…`);
  const dir = join(scratch, `large-${extra}`);
  cpSync(editedDir, dir, { recursive: true, dereference: false });
  const original = readFileSync(join(datasetDir, "data.ndjson"), "utf8");
  const file = join(dir, "data.ndjson");
  writeFileSync(file, withExtraArticles(original, extra));
  rmSync(CACHE_DIR, { recursive: true, force: true });
  const cold = await timeBuild({ EMBEDDED_DATASET_FILE: file });
  const warm = await timeBuild({ EMBEDDED_DATASET_FILE: file });
  writeFileSync(file, withClaimWording(withExtraArticles(original, extra), EDITED_CLAIM, EDITED_WORDING));
  const edited = await timeBuild({ EMBEDDED_DATASET_FILE: file });
  return {
    extraArticles: extra,
    coldMs: cold.ms,
    warmMs: warm.ms,
    claimEditMs: edited.ms,
    coldPrecompressMs: cold.precompressMs ?? Number.NaN,
    warmPrecompressMs: warm.precompressMs ?? Number.NaN,
    claimEditPrecompressMs: edited.precompressMs ?? Number.NaN,
  };
}

/** The embedded dataset's build, `runs` times with the compression cache deleted (cold) and then kept (warm). */
async function timeColdAndWarmBuilds(runs: number) {
  const coldMs: number[] = [];
  const warmMs: number[] = [];
  const coldPrecompressMs: number[] = [];
  const warmPrecompressMs: number[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`  Timing a cold and a warm build (${run} of ${runs})…`);
    rmSync(CACHE_DIR, { recursive: true, force: true });
    const cold = await timeBuild();
    const warm = await timeBuild();
    coldMs.push(cold.ms);
    warmMs.push(warm.ms);
    coldPrecompressMs.push(cold.precompressMs ?? Number.NaN);
    warmPrecompressMs.push(warm.precompressMs ?? Number.NaN);
  }
  return { coldMs, warmMs, coldPrecompressMs, warmPrecompressMs };
}

/**
 * Builds the real site twice (the second with the clock three years on) and compares every file;
 * then with one claim's wording edited, and compares again against the files of the pages that
 * show it; then times the build with the compression cache deleted (cold) and kept (warm), `runs`
 * times each. build/ is left as a normal build of the embedded dataset.
 */
export async function measureRebuilds(
  datasetDir: string,
  runs: number,
  largeSizes: readonly number[] = [],
): Promise<RebuildFigures> {
  const scratch = mkdtempSync(join(tmpdir(), "bench-rebuilds-"));
  const snapshot = join(scratch, "first-build");
  try {
    console.log("  Building twice, the second time three years later…");
    await timeBuild();
    const first = digestBuild();
    cpSync("build", snapshot, { recursive: true });
    await timeBuild(clockShiftEnv(scratch));
    const identicalBuildsDiffer = differing(diffTrees(first, digestBuild()));

    console.log(`  Building with ${EDITED_CLAIM} edited…`);
    const editedDir = writeEditedDataset(datasetDir, scratch);
    const editedFile = join(editedDir, "data.ndjson");
    const edit = await timeBuild({ EMBEDDED_DATASET_FILE: editedFile });
    const claimDiff = diffTrees(first, digestBuild());
    const showing = await pathsShowingEdit(editedFile);
    const expected = filesOfPages(showing, snapshot);
    const claimDiffering = differing(claimDiff);

    const large: LargeRebuild[] = [];
    for (const extra of largeSizes) large.push(await timeLargeRebuild(datasetDir, editedDir, scratch, extra));

    // Last, so build/ is left as a build of the embedded dataset.
    const timings = await timeColdAndWarmBuilds(runs);
    return {
      identicalBuildsDiffer,
      claim: {
        id: EDITED_CLAIM,
        pagesShowing: showing,
        differing: claimDiffering,
        unexpected: claimDiffering.filter((file) => !expected.has(file)),
        pages: claimDiff.changed.filter((file) => file.endsWith("index.html")).length,
      },
      ...timings,
      claimEditMs: edit.ms,
      claimEditPrecompressMs: edit.precompressMs ?? Number.NaN,
      large,
    };
  } finally {
    // The timing loop ends with a build of the embedded dataset; if a build failed before it, the
    // first build is put back.
    if (!existsSync("build/client") && existsSync(snapshot)) renameSync(snapshot, "build");
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The figures as Markdown, each target named with whether it is met. */
export function formatRebuilds(figures: RebuildFigures): string {
  const { claim } = figures;
  const listed = (files: readonly string[]) => (files.length ? files.map((file) => `  - ${file}`).join("\n") : "  (none)");
  return [
    `Two builds of one commit and dataset, the second three years later: ${figures.identicalBuildsDiffer.length} files differ (target 0).`,
    ...(figures.identicalBuildsDiffer.length ? [listed(figures.identicalBuildsDiffer)] : []),
    `One edit to ${claim.id}: ${claim.differing.length} files differ (changed, added or removed): ${claim.pages} HTML pages, ` +
      `their .data and hydration files and the copies of each. ${claim.pagesShowing.length} pages show the claim: ` +
      `${claim.pagesShowing.join(", ")}. Files outside those pages: ${claim.unexpected.length} (target 0).`,
    ...(claim.unexpected.length ? [listed(claim.unexpected)] : []),
    "",
    table(
      ["Build of the real site", "Runs", "Whole build (median)", "Precompression (median)"],
      [
        [
          "Compression cache deleted (cold)",
          String(figures.coldMs.length),
          seconds(median(figures.coldMs)),
          seconds(median(figures.coldPrecompressMs)),
        ],
        [
          "Compression cache kept (warm)",
          String(figures.warmMs.length),
          seconds(median(figures.warmMs)),
          seconds(median(figures.warmPrecompressMs)),
        ],
        ["One claim edited, warm cache", "1", seconds(figures.claimEditMs), seconds(figures.claimEditPrecompressMs)],
      ],
    ),
    ...(figures.large.length
      ? [
          "",
          table(
            ["Extra articles (one run each)", "Cold", "Warm", "Claim edited, warm", "Precompression cold / warm / edited"],
            figures.large.map((build) => [
              `+${build.extraArticles}`,
              seconds(build.coldMs),
              seconds(build.warmMs),
              seconds(build.claimEditMs),
              `${seconds(build.coldPrecompressMs)} / ${seconds(build.warmPrecompressMs)} / ${seconds(build.claimEditPrecompressMs)}`,
            ]),
          ),
        ]
      : []),
  ].join("\n");
}
