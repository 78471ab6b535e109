/**
 * Which paths' loaders a publish runs (decision 0036): every path new since the previous release,
 * and every path one of whose recorded reads answers differently now. A read no changed document
 * reaches answers as before, so it is not run again.
 */
import { resultHash, type DocumentSummary, type ReadRecord } from "../../src/content/sources/content-reads.server";
import { ReadTrace } from "../../src/content/sources/read-trace";
import type { QueryParams } from "../../src/content/sources/types";
import { changedDocuments, readReached } from "./changed-reads";
import type { ReleaseReads } from "./content-reads-file";

export interface ReadSelection {
  /** The paths whose loaders run. */
  selected: readonly string[];
  /** The previous release's reads, those reached run again with what they read and answer now. */
  reads: Map<string, ReadRecord>;
  /** Reads an edited document could reach, and of those, how many answered differently. */
  reached: number;
  changed: number;
}

export async function selectPaths(
  paths: readonly string[],
  previousReads: ReleaseReads | undefined,
  documents: Record<string, DocumentSummary>,
  evaluate: (query: string, params: QueryParams, trace: ReadTrace) => Promise<unknown>,
): Promise<ReadSelection> {
  const reads = new Map(Object.entries(previousReads?.reads ?? {}));
  // Without a record of what the previous release read, every path's loaders run.
  if (!previousReads) return { selected: paths, reads, reached: 0, changed: 0 };
  const changes = changedDocuments(previousReads.documents, documents);
  let reached = 0;
  const changedReads = new Set<string>();
  for (const [key, record] of reads) {
    if (!readReached(record, changes)) continue;
    reached += 1;
    const trace = new ReadTrace();
    const result = resultHash(await evaluate(record.query, record.params, trace));
    if (result !== record.result) changedReads.add(key);
    reads.set(key, { ...record, dependencies: trace.dependencies(), result });
  }
  const listed = new Set(previousReads.listed);
  const selected = paths.filter(
    (path) => !listed.has(path) || (previousReads.paths[path] ?? []).some((key) => changedReads.has(key)),
  );
  return { selected, reads, reached, changed: changedReads.size };
}

/** What each path reads now: as recorded where its loaders ran, as before where they did not. */
export function readsNow(
  paths: readonly string[],
  ran: ReadonlySet<string>,
  recorded: Pick<ReleaseReads, "reads" | "paths">,
  previousReads: ReleaseReads | undefined,
  reads: ReadonlyMap<string, ReadRecord>,
  documents: Record<string, DocumentSummary>,
): ReleaseReads {
  const pathReads: ReleaseReads["paths"] = {};
  for (const path of paths) {
    const keys = ran.has(path) ? recorded.paths[path] : previousReads?.paths[path];
    if (keys?.length) pathReads[path] = keys;
  }
  const readRecords: ReleaseReads["reads"] = {};
  for (const keys of Object.values(pathReads))
    for (const key of keys) readRecords[key] ??= recorded.reads[key] ?? reads.get(key)!;
  return { listed: [...paths], paths: pathReads, reads: readRecords, documents };
}
