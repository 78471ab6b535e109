import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { timeBuild, type BuildMeasure } from "./build-timer";
import { mb, ms, seconds, table, times } from "./format";
import { countPages } from "./pages";
import { ratio } from "./stats";
import { withExtraArticles } from "./synthetic-dataset";

/** One timed build and the pages it wrote. */
export type TimedBuild = Omit<BuildMeasure, "output"> & { pages: number };

export interface LargeBuild extends TimedBuild {
  extraArticles: number;
}

/** Per-page time at the largest size may be at most this many times the real site's. */
const PER_PAGE_RATIO_TARGET = 1.5;
/** Peak memory (the build's whole process tree) must stay under this at the largest size. */
const PEAK_MEMORY_TARGET_BYTES = 1.5 * 1024 ** 3;

const timed = ({ output: _output, ...measure }: BuildMeasure, pages: number): TimedBuild => ({ ...measure, pages });

/** The site's own build, timed (it replaces build/, as `npm run build` does). */
export async function timeRealBuild(): Promise<TimedBuild> {
  return timed(await timeBuild(), countPages("build/client"));
}

/**
 * Builds the site from the embedded dataset plus N synthetic articles, for each N. The real
 * build/ is moved aside first and put back afterwards (even on failure), so the benchmark leaves
 * the normal build in place.
 */
export async function timeLargeBuilds(datasetDir: string, sizes: readonly number[]): Promise<LargeBuild[]> {
  if (sizes.length === 0) return [];
  const original = readFileSync(join(datasetDir, "data.ndjson"), "utf8");
  const backup = "build.bench-backup";
  rmSync(backup, { recursive: true, force: true });
  if (existsSync("build")) renameSync("build", backup);
  const results: LargeBuild[] = [];
  try {
    for (const extra of sizes) {
      const dir = mkdtempSync(join(tmpdir(), `bench-dataset-${extra}-`));
      writeFileSync(join(dir, "data.ndjson"), withExtraArticles(original, extra));
      // The build copies the images beside the dataset file into the site.
      symlinkSync(join(process.cwd(), datasetDir, "images"), join(dir, "images"));
      console.log(`  Building with ${extra} extra articles…`);
      try {
        const measure = await timeBuild({ EMBEDDED_DATASET_FILE: join(dir, "data.ndjson") });
        results.push({ extraArticles: extra, ...timed(measure, countPages("build/client")) });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync("build", { recursive: true, force: true });
    if (existsSync(backup)) renameSync(backup, "build");
  }
  return results;
}

/**
 * The builds as a Markdown table (whole build, its two phases, per page, peak memory), then how
 * the largest compares with the real site: per-page time as a ratio, and peak memory, each
 * against its target.
 */
export function formatBuilds(real: TimedBuild | undefined, large: readonly LargeBuild[]): string {
  const row = (name: string, build: TimedBuild) => [
    name,
    String(build.pages),
    seconds(build.ms),
    seconds(build.reactRouterMs),
    seconds(build.precompressMs),
    ms(build.ms / build.pages),
    mb(build.peakRssBytes),
  ];
  const rows = [
    ...(real ? [row("Real site", real)] : []),
    ...large.map((build) => row(`+${build.extraArticles} articles`, build)),
  ];
  if (rows.length === 0) return "(skipped)";
  const lines = [
    table(["Dataset", "Pages", "Build time", "React Router", "Precompress", "Per page", "Peak memory (tree RSS)"], rows),
  ];
  const largest = large.at(-1);
  if (real && largest) {
    for (const build of large) {
      const marginal = (build.ms - real.ms) / (build.pages - real.pages);
      lines.push(`Marginal cost of the ${build.pages - real.pages} extra pages: ${ms(marginal)} each.`);
    }
    const perPage = ratio(largest.ms / largest.pages, real.ms / real.pages);
    const met = (ok: boolean) => (ok ? "met" : "NOT met");
    lines.push(
      `Per-page time with +${largest.extraArticles} articles is ${times(perPage)} the real site's ` +
        `(target ≤ ${PER_PAGE_RATIO_TARGET}×: ${met(perPage !== undefined && perPage <= PER_PAGE_RATIO_TARGET)}); ` +
        `peak memory ${mb(largest.peakRssBytes)} (target < ${mb(PEAK_MEMORY_TARGET_BYTES)}: ${met(largest.peakRssBytes < PEAK_MEMORY_TARGET_BYTES)}).`,
    );
  }
  return lines.join("\n");
}
