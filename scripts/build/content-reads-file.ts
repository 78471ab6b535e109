import { incrementalFile, readJsonFile, writeJsonFile } from "./incremental-files";
import { summarizeDocument, type ContentReads, type DocumentSummary } from "../../src/content/sources/content-reads.server";
import type { DatasetDocument } from "../../src/content/sources/types";

/**
 * What a release records of its content for the next publish (beside its client folder, in
 * `incremental/reads.json`): the paths it listed, what each path's loaders read, and a summary of
 * every document they could read (decision 0036).
 */
export interface ReleaseReads extends ContentReads {
  documents: Record<string, DocumentSummary>;
}

const readsFile = (buildDir: string) => incrementalFile(buildDir, "reads.json");

export function summarizeDocuments(documents: readonly DatasetDocument[]): Record<string, DocumentSummary> {
  const summaries: Record<string, DocumentSummary> = {};
  // The first document with an id is the one a lookup by id finds (dataset-index.server.ts).
  for (const document of documents) summaries[document._id] ??= summarizeDocument(document);
  return summaries;
}

/** Queries are long and few: each is written once, and reads name it by its place in the list. */
interface StoredReads extends Omit<ReleaseReads, "reads"> {
  queries: string[];
  reads: Record<string, Omit<ContentReads["reads"][string], "query"> & { query: number }>;
}

export function writeReleaseReads(buildDir: string, reads: ReleaseReads): void {
  const queries: string[] = [];
  const numbers = new Map<string, number>();
  const stored: StoredReads = { ...reads, queries, reads: {} };
  for (const [key, { query, ...rest }] of Object.entries(reads.reads)) {
    let number = numbers.get(query);
    if (number === undefined) numbers.set(query, (number = queries.push(query) - 1));
    stored.reads[key] = { ...rest, query: number };
  }
  writeJsonFile(readsFile(buildDir), stored);
}

/** The reads a release recorded, or undefined when it has none (a build from before they were recorded, or an unreadable file). */
export function readReleaseReads(buildDir: string): ReleaseReads | undefined {
  const stored = readJsonFile<StoredReads>(readsFile(buildDir));
  if (!stored?.reads || !stored.queries) return undefined;
  const reads: ReleaseReads["reads"] = {};
  for (const [key, { query, ...rest }] of Object.entries(stored.reads)) reads[key] = { ...rest, query: stored.queries[query]! };
  return { listed: stored.listed, paths: stored.paths, documents: stored.documents, reads };
}
