/**
 * The embedded dataset as a publish holds it (decision 0053): the documents of lines the previous
 * release recorded are known by their records and parsed only when a query reads them; new or
 * changed lines are parsed, checked by the content gate and summarised as a full build does. The
 * index answers lookups in dataset order, as the full build's (dataset-index.server.ts), so every
 * query answers exactly as it would over the whole dataset parsed.
 */
import { readFileSync } from "node:fs";
import { ContentSourceError } from "../../src/content/config.server";
import { describeDatasetPictures } from "../../src/content/embedded-images/describe-pictures.server";
import { ContentGateError, gateDocuments } from "../../src/content/gate";
import { indexKeysOf, summarizeDocument, type DocumentSummary } from "../../src/content/sources/content-reads.server";
import type { DatasetIndex } from "../../src/content/sources/dataset-index.server";
import { INDEXED_FIELDS, type IndexedField } from "../../src/content/sources/indexed-fields";
import { parseDatasetLine } from "../../src/content/sources/embedded-dataset";
import type { DatasetDocument } from "../../src/content/sources/types";
import { readLine, splitLines, type DatasetLine, type DatasetLines, type LineRecord } from "./dataset-lines";

/** One document of the dataset, parsed or to be parsed when read. */
interface Entry {
  id: string;
  summary: DocumentSummary;
  /** The values the index looks documents up by. */
  fields: Partial<Record<IndexedField, string>>;
  updatedAt?: string;
  odd?: true;
  document?: DatasetDocument;
  read?: () => DatasetDocument;
}

export interface LazyDataset {
  index: DatasetIndex;
  /** Every document summarised, by id (the first with an id, as lookups find it). */
  documents: Record<string, DocumentSummary>;
  /** The records to keep for the next publish. */
  lines: DatasetLines;
  /** How many lines were parsed now (new or changed, or kept out by the gate before), of how many. */
  parsed: number;
  /** How many documents were read when a query asked for them. */
  readCount(): number;
}

/** A parsed document's entry. */
function parsedEntry(document: DatasetDocument): Entry {
  const summary = summarizeDocument(document);
  return {
    id: document._id,
    summary,
    fields: indexKeysOf(document._id, summary),
    ...(typeof document._updatedAt === "string"
      ? { updatedAt: document._updatedAt }
      : document._updatedAt === undefined || document._updatedAt === null
        ? {}
        : { odd: true as const }),
    document,
  };
}

/** A recorded line's entry: its document is parsed when first read. */
function recordedEntry(record: LineRecord & { id: string; summary: DocumentSummary }, parse: () => DatasetDocument): Entry {
  const { summary } = record;
  return {
    id: record.id,
    summary,
    fields: indexKeysOf(record.id, summary),
    updatedAt: record.updatedAt,
    ...(record.odd ? { odd: true as const } : {}),
    read: parse,
  };
}

/**
 * The content gate, one document at a time, as the full build's runs over them all: a document is
 * kept, kept without its bad fields, or left out (and the log says so); fatal findings of every
 * document are collected, and stop the build together.
 */
function documentGate(file: string) {
  const fatal: ContentGateError["findings"] = [];
  return {
    pass(document: DatasetDocument): DatasetDocument | undefined {
      try {
        return gateDocuments([document])[0];
      } catch (error) {
        if (!(error instanceof ContentGateError)) throw error;
        fatal.push(...error.findings);
        return undefined;
      }
    },
    finish() {
      if (fatal.length) throw new ContentSourceError(`${new ContentGateError(fatal).message}\n(in embedded dataset ${file})`);
    },
  };
}

/**
 * Reads `file`, with the records `previous` kept of the lines it has seen. Its image asset
 * documents are described as a full build describes them (placeholder, colour, size), from the
 * pictures in `imagesDir`.
 */
export async function loadLazyDataset(file: string, previous: DatasetLines, imagesDir: string): Promise<LazyDataset> {
  const bytes = readFileSync(file);
  const known = new Map(previous.lines.map((record) => [record.hash, record]));
  const assets = new Map<string, DatasetDocument>(Object.entries(previous.assets));
  const records: LineRecord[] = [];
  const entries: Entry[] = [];
  const gate = documentGate(file);
  let parsed = 0;
  let reads = 0;
  const parseLater = (line: DatasetLine, lineNumber: number) => () => {
    reads += 1;
    return parseDatasetLine(bytes.toString("utf8", line.start, line.end), file, lineNumber, assets)!;
  };
  splitLines(bytes).forEach((line, index) => {
    const record = known.get(line.hash);
    if (record && (record.id === undefined || (record.clean && record.summary))) {
      records.push(record);
      if (record.id !== undefined)
        entries.push(recordedEntry({ ...record, id: record.id, summary: record.summary! }, parseLater(line, index + 1)));
      return;
    }
    // A line not seen before (or one the gate did not pass as it was): read as a full build reads it.
    parsed += 1;
    const read = readLine(bytes, line, file, index + 1, assets);
    records.push(read.record);
    const document = read.document && (read.record.clean ? read.document : gate.pass(read.document));
    if (document) entries.push(parsedEntry(document));
  });
  if (entries.length === 0)
    throw new ContentSourceError(`The embedded dataset ${file} holds no published documents; refusing to build empty pages.`);
  // The asset documents follow, in the order lines first named them (as the embedded source lists them).
  const named = new Set(records.flatMap((record) => record.assets ?? []));
  const passed = [...named].flatMap((id) => gate.pass(assets.get(id)!) ?? []);
  await describeDatasetPictures(passed, imagesDir);
  for (const document of passed) entries.push(parsedEntry(document));
  gate.finish();
  const documents: Record<string, DocumentSummary> = {};
  for (const entry of entries) documents[entry.id] ??= entry.summary;
  return {
    index: lazyIndex(entries),
    documents,
    lines: { lines: records, assets: Object.fromEntries([...named].map((id) => [id, assets.get(id)!])) },
    parsed,
    readCount: () => reads,
  };
}

/** The document of an entry, parsed the first time it is asked for. */
const documentOf = (entry: Entry): DatasetDocument => (entry.document ??= entry.read!());

/** Lookups over the entries, as indexDataset's over parsed documents, reading a document only when it is answered. */
function lazyIndex(entries: readonly Entry[]): DatasetIndex {
  const byField = new Map<IndexedField, Map<string, number[]>>(INDEXED_FIELDS.map((field) => [field, new Map()]));
  entries.forEach((entry, position) => {
    for (const [field, value] of Object.entries(entry.fields) as Array<[IndexedField, string]>) {
      const lists = byField.get(field)!;
      const list = lists.get(value);
      if (list) list.push(position);
      else lists.set(value, [position]);
    }
  });
  let all: DatasetDocument[] | undefined;
  const ids = byField.get("_id")!;
  return {
    get documents() {
      return (all ??= entries.map(documentOf));
    },
    size: entries.length,
    dereference: ({ _ref }) => {
      const position = ids.get(_ref)?.[0];
      return position === undefined ? undefined : documentOf(entries[position]!);
    },
    countWhere: (field, values) =>
      [...new Set(values)].reduce((sum, value) => sum + (byField.get(field)!.get(value)?.length ?? 0), 0),
    documentsWhere(field, values) {
      const lists = byField.get(field)!;
      const positions = [...new Set(values)].flatMap((value) => lists.get(value) ?? []).sort((a, b) => a - b);
      return positions.map((position) => documentOf(entries[position]!));
    },
    articleDates() {
      // A draft's id would need GROQ's path matching; the published dataset holds none.
      if (entries.some((entry) => entry.id.startsWith("drafts."))) return { known: false };
      // What `.publishedAt` reads: the value as held, or null where there is none.
      const value = entries.flatMap((entry) =>
        entry.summary.type === "article" ? [entry.summary.publishedAt === undefined ? null : entry.summary.publishedAt] : [],
      );
      return { known: true, value };
    },
    newestUpdatedAt() {
      if (entries.some((entry) => entry.odd)) return { known: false };
      let newest: string | undefined;
      for (const { updatedAt } of entries)
        if (updatedAt !== undefined && (newest === undefined || updatedAt > newest)) newest = updatedAt;
      return { known: true, value: newest };
    },
  };
}
