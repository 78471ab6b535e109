import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { timeBuild } from "./build-timer.ts";
import { countPages } from "./pages.ts";
import { withExtraArticles } from "./synthetic-dataset.ts";

export interface LargeBuild {
  extraArticles: number;
  pages: number;
  ms: number;
  peakRssBytes: number;
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
        results.push({
          extraArticles: extra,
          pages: countPages("build/client"),
          ms: measure.ms,
          peakRssBytes: measure.peakRssBytes,
        });
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
