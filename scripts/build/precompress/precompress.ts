import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { extname, sep } from "node:path";
import { Worker } from "node:worker_threads";
import { compressJobs, type CompressionCount, type CompressionJob, type CompressionWork } from "./precompress-worker";

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".map"]);

/**
 * Brotli's best setting for the hashed scripts and styles, which every first visit waits for and
 * which are few; a fast setting for pages and data, which grow with the content: quality 11 on
 * every page costs far more time than the bytes it saves (docs/performance.md, "Figures behind choices in the code").
 */
const brotliQuality = (file: string) => (file.includes(`${sep}assets${sep}`) ? 11 : 6);

/**
 * A thread costs about half a second to start (it loads the TypeScript loader first): a publish
 * that changed a few pages compresses their few dozen files sooner in this thread.
 */
const IN_THREAD_JOBS = 64;

/**
 * Worker threads start without the TypeScript loader this script runs under (tsx, or Vitest in
 * the tests), so each registers tsx's before it imports the worker module.
 */
const WORKER_BOOTSTRAP = `
const { workerData } = require("node:worker_threads");
import("tsx/esm/api").then(({ register }) => {
  register();
  return import(workerData.module);
});
`;

export interface PrecompressOptions {
  /** Compression threads (default: one per core). */
  threads?: number;
  /**
   * A folder outside the build where compressed copies are kept by the hash of what they compress
   * (see precompress-cache.ts). A file whose content an earlier run compressed is copied from it,
   * not compressed again. Safe to delete at any time: the next run fills it again.
   */
  cacheDir?: string;
  /** Up to this many files are compressed in this thread, without starting any (default 64). */
  inThreadUpTo?: number;
}

/**
 * Writes `file.br` and `file.gz` beside each compressible file: this runs once per build, so the
 * server never compresses on a request. One thread per core shares out the files (see
 * precompress-worker.ts). Returns how many files got compressed copies, and how many of them had
 * to be compressed (the others came from the cache).
 */
export async function precompress(
  files: readonly string[],
  { threads = availableParallelism(), cacheDir, inThreadUpTo = IN_THREAD_JOBS }: PrecompressOptions = {},
): Promise<CompressionCount> {
  const jobs: CompressionJob[] = files
    .filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)))
    .map((file) => ({ file, brotliQuality: brotliQuality(file) }));
  if (jobs.length === 0) return { written: 0, compressed: 0 };
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const work: CompressionWork = { jobs, next: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT), cacheDir };
  if (jobs.length <= inThreadUpTo) return compressJobs(work);
  const module = new URL("./precompress-worker.ts", import.meta.url).href;
  const counts = await Promise.all(
    Array.from({ length: Math.max(1, Math.min(threads, jobs.length)) }, () => runWorker(module, work)),
  );
  return counts.reduce(
    (sum, count) => ({ written: sum.written + count.written, compressed: sum.compressed + count.compressed }),
    { written: 0, compressed: 0 },
  );
}

function runWorker(module: string, work: CompressionWork): Promise<CompressionCount> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { module, work } });
    worker.once("message", (count: CompressionCount) => resolve(count));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`A compression thread stopped with exit code ${code}.`));
    });
  });
}
