import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMainThread, parentPort, threadId, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cacheKey } from "./precompress-cache";

/** A file to compress, and the brotli quality it deserves. */
export interface CompressionJob {
  file: string;
  brotliQuality: number;
}

export interface CompressionWork {
  jobs: readonly CompressionJob[];
  /** One Int32 shared by every thread: the index of the next job to take. */
  next: SharedArrayBuffer;
  /** Where compressed copies are kept by content hash between builds; none: compress everything. */
  cacheDir?: string;
}

/** What one thread did: files given `.br` and `.gz` copies, and how many of those it compressed itself. */
export interface CompressionCount {
  written: number;
  compressed: number;
}

/** Below this the headers outweigh the saving. */
export const MINIMUM_BYTES = 1024;

/** gzip's operating-system byte (offset 9). zlib writes the system it was built for; one value keeps the bytes the same on every system. */
const GZIP_OS_UNIX = 3;

function compress(content: Buffer, brotliQuality: number): { br: Buffer; gz: Buffer } {
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  // zlib's gzip leaves the header's modification time at 0, so only the system byte can vary.
  const gz = gzipSync(content, { level: 9 });
  gz[9] = GZIP_OS_UNIX;
  return { br, gz };
}

/**
 * Writes through a name of this thread's own, then renames. A reader never sees half a file, and
 * the old file is replaced, not written into: in a publish's release a compressed copy can be a
 * hard link to one a served release still reads (decision 0053).
 */
function writeWhole(file: string, content: Buffer): void {
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/** Copies `from` to `to` the same way: a new file under `to`'s name, never through a link. */
function copyWhole(from: string, to: string): void {
  const partial = `${to}.${process.pid}-${threadId}.partial`;
  copyFileSync(from, partial);
  renameSync(partial, to);
}

/**
 * Takes jobs until none are left and writes `file.br` and `file.gz` beside each. Synchronous zlib
 * in a thread of its own: faster than zlib's asynchronous calls, which share libuv's four threads
 * with the file reads and writes (docs/performance.md, "Figures behind choices in the code"). Threads take the next job as they finish, so one large page does not
 * hold the others up. A file whose content was compressed by an earlier build is copied from the
 * cache instead: most of a rebuild after one edit is files that did not change.
 */
export function compressJobs({ jobs, next, cacheDir }: CompressionWork): CompressionCount {
  const counter = new Int32Array(next);
  const count: CompressionCount = { written: 0, compressed: 0 };
  for (let index = Atomics.add(counter, 0, 1); index < jobs.length; index = Atomics.add(counter, 0, 1)) {
    const { file, brotliQuality } = jobs[index]!;
    const content = readFileSync(file);
    if (content.length < MINIMUM_BYTES) continue;
    const cached = cacheDir ? join(cacheDir, cacheKey(content, brotliQuality)) : undefined;
    if (cached && existsSync(`${cached}.br`) && existsSync(`${cached}.gz`)) {
      copyWhole(`${cached}.br`, `${file}.br`);
      copyWhole(`${cached}.gz`, `${file}.gz`);
    } else {
      const { br, gz } = compress(content, brotliQuality);
      writeWhole(`${file}.br`, br);
      writeWhole(`${file}.gz`, gz);
      if (cached) {
        writeWhole(`${cached}.br`, br);
        writeWhole(`${cached}.gz`, gz);
      }
      count.compressed += 1;
    }
    count.written += 1;
  }
  return count;
}

if (!isMainThread && parentPort) parentPort.postMessage(compressJobs((workerData as { work: CompressionWork }).work));
