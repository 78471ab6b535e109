/**
 * The embedded dataset line by line, as a publish reads it (decision 0053). A build records, for
 * each line of the export, a hash of its bytes and what the publish needs to know of its document
 * without reading it: its id, type, slug and path (what the indexes and the path list use), a
 * summary (decision 0036), its `_updatedAt`, and whether the content gate passed it as it is. The
 * next publish hashes the lines again and parses, checks and summarises only those it has not seen;
 * a line seen before is parsed only when a query reads its document.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { incrementalFile, readJsonFile, writeJsonFile } from "./incremental-files";
import { summarizeDocument, type DocumentSummary } from "../../src/content/sources/content-reads.server";
import { parseDatasetLine } from "../../src/content/sources/embedded-dataset";
import { checkDocument } from "../../src/content/gate";
import type { DatasetDocument } from "../../src/content/sources/types";

export interface LineRecord {
  /** A hash of the line's bytes. */
  hash: string;
  /** The id of the document it holds; none for a blank line, a draft or a version. */
  id?: string;
  /** The gate found nothing to leave out: the document is the line as parsed. */
  clean?: boolean;
  summary?: DocumentSummary;
  /** Its `_updatedAt` when that is text; `odd` when it holds anything else but null. */
  updatedAt?: string;
  odd?: true;
  /** The asset documents its image pointers name, by id. */
  assets?: string[];
}

/** What a build records of the embedded dataset, beside its client folder. */
export interface DatasetLines {
  lines: LineRecord[];
  /** Every asset document a line names, by id (made from the pointers, as the embedded source makes them). */
  assets: Record<string, DatasetDocument>;
}

const linesFile = (buildDir: string) => incrementalFile(buildDir, "dataset-lines.json");

/** A line of the export: where its bytes are in the file, and their hash. */
export interface DatasetLine {
  start: number;
  end: number;
  hash: string;
}

/** The lines of `bytes`, each with the hash of its bytes (no text is decoded). */
export function splitLines(bytes: Buffer): DatasetLine[] {
  const lines: DatasetLine[] = [];
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    const hash = createHash("sha1").update(bytes.subarray(start, end)).digest("base64url");
    lines.push({ start, end, hash });
    start = end + 1;
  }
  return lines;
}

/** The `_updatedAt` facts a record keeps: what the footer's year reads. */
function updatedAtOf(document: DatasetDocument): Pick<LineRecord, "updatedAt" | "odd"> {
  const value = document._updatedAt;
  if (typeof value === "string") return { updatedAt: value };
  return value === undefined || value === null ? {} : { odd: true };
}

/** Parses one line; answers its record and its document (none for a blank line or a draft). */
export function readLine(
  bytes: Buffer,
  line: DatasetLine,
  file: string,
  lineNumber: number,
  assets: Map<string, DatasetDocument>,
): { record: LineRecord; document?: DatasetDocument } {
  const before = new Set(assets.keys());
  const text = bytes.toString("utf8", line.start, line.end);
  const named: string[] = [];
  // The pointers it names, whether or not another line named them first.
  const own = new Map<string, DatasetDocument>();
  const document = parseDatasetLine(text, file, lineNumber, own);
  if (!document) return { record: { hash: line.hash } };
  for (const [id, asset] of own) {
    named.push(id);
    if (!before.has(id)) assets.set(id, asset);
  }
  const clean = checkDocument(document).length === 0;
  const record: LineRecord = {
    hash: line.hash,
    id: document._id,
    clean,
    ...(clean ? { summary: summarizeDocument(document) } : {}),
    ...updatedAtOf(document),
    ...(named.length ? { assets: named } : {}),
  };
  return { record, document };
}

/** Every line of the dataset `file`, read in full: what a full build records for the first publish after it. */
export function recordDatasetLines(file: string): DatasetLines {
  const bytes = readFileSync(file);
  const assets = new Map<string, DatasetDocument>();
  const lines = splitLines(bytes).map((line, index) => readLine(bytes, line, file, index + 1, assets).record);
  return { lines, assets: Object.fromEntries(assets) };
}

export function writeDatasetLines(buildDir: string, lines: DatasetLines): void {
  writeJsonFile(linesFile(buildDir), lines);
}

/** The lines a release recorded, or undefined (a build from the Content Lake, or from before they were recorded). */
export function readDatasetLines(buildDir: string): DatasetLines | undefined {
  return readJsonFile<DatasetLines>(linesFile(buildDir));
}
