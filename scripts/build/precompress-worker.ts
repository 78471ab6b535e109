import { readFileSync, writeFileSync } from "node:fs";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A file to compress, and the brotli quality it deserves. */
export interface CompressionJob {
  file: string;
  brotliQuality: number;
}

export interface CompressionWork {
  jobs: readonly CompressionJob[];
  /** One Int32 shared by every thread: the index of the next job to take. */
  next: SharedArrayBuffer;
}

/** Below this the headers outweigh the saving. */
export const MINIMUM_BYTES = 1024;

/**
 * Takes jobs until none are left and writes `file.br` and `file.gz` beside each. Synchronous zlib
 * in a thread of its own: measured on a build of 10,000 pages and `.data` files, two such threads
 * took 11 s where zlib's asynchronous calls (which share libuv's four threads with the file reads
 * and writes) took 19 s. Threads take the next job as they finish, so one large page does not
 * hold the others up. Returns how many files it compressed.
 */
export function compressJobs({ jobs, next }: CompressionWork): number {
  const counter = new Int32Array(next);
  let written = 0;
  for (let index = Atomics.add(counter, 0, 1); index < jobs.length; index = Atomics.add(counter, 0, 1)) {
    const { file, brotliQuality } = jobs[index]!;
    const content = readFileSync(file);
    if (content.length < MINIMUM_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

if (!isMainThread && parentPort) parentPort.postMessage(compressJobs((workerData as { work: CompressionWork }).work));
