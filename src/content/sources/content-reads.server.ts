import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { monthOf } from "../published-month";
import { PUBLISHED_MONTH, type IndexedField } from "./indexed-fields";
import { ReadTrace, type ReadDependencies } from "./read-trace";
import type { DatasetDocument, QueryParams } from "./types";

/**
 * What a build's loaders read, page by page: for each path the reads its loaders made (a query and
 * its parameters), and for each read what it depended on and a hash of what it answered. A publish
 * of the same code runs again only the paths one of whose reads answers differently now
 * (scripts/build/incremental.ts, decision 0036). Recording is off unless a build starts it; the
 * drafts preview and the dev server never record.
 */
export interface ContentReads {
  /** Every path the build lists (prerenders), whether or not its loaders read anything. */
  listed: string[];
  /** The query and parameters of each read, its dependencies and a hash of its result, by key. */
  reads: Record<string, ReadRecord>;
  /** Each path's reads (keys into `reads`), in the order first made. */
  paths: Record<string, string[]>;
}

export interface ReadRecord {
  query: string;
  params: QueryParams;
  dependencies: ReadDependencies;
  result: string;
}

interface Recorder {
  /** The path whose loaders are running, through every await. */
  readonly scope: AsyncLocalStorage<string>;
  readonly paths: Map<string, Set<string>>;
  readonly reads: Map<string, ReadRecord>;
  listed: string[];
}

/**
 * One recorder per process, shared by every copy of these modules (react-router.config.ts and the
 * server bundle each evaluate their own), as the content snapshots are (shared-snapshots.server.ts).
 */
const RECORDER = Symbol.for("agency-website.content-reads");

type Holder = typeof globalThis & { [RECORDER]?: Recorder };

const recorder = (): Recorder | undefined => (globalThis as Holder)[RECORDER];

/**
 * Starts recording in this process, for a build that prerenders `listed` (called before any loader
 * runs); a second call keeps what was recorded.
 */
export function startRecordingContentReads(listed: readonly string[]): void {
  const holder = globalThis as Holder;
  holder[RECORDER] ??= { scope: new AsyncLocalStorage(), paths: new Map(), reads: new Map(), listed: [] };
  holder[RECORDER].listed = [...listed];
}

/** Stops recording and answers what was recorded (nothing when recording was never started). */
export function stopRecordingContentReads(): ContentReads | undefined {
  const current = recorder();
  if (!current) return undefined;
  delete (globalThis as Holder)[RECORDER];
  return {
    listed: current.listed,
    reads: Object.fromEntries(current.reads),
    paths: Object.fromEntries([...current.paths].map(([path, keys]) => [path, [...keys]])),
  };
}

/** The page path a prerender request renders, from its URL (`/blog/a.data` and `/blog/a/` are `/blog/a`). */
function pagePathOfRequest(url: string): string {
  const { pathname } = new URL(url, "http://localhost");
  const path = decodeURIComponent(pathname)
    .replace(/\/_root\.data$/, "/")
    .replace(/\.data$/, "")
    .replace(/\/+$/, "");
  return path || "/";
}

/** Runs a loader with its reads counted against the path its request renders (when recording). */
export function readingForRequest<T>(url: string, load: () => T): T {
  const current = recorder();
  return current ? current.scope.run(pagePathOfRequest(url), load) : load();
}

/** A read's key: its query and parameters. */
function readKey(query: string, params: QueryParams): string {
  return createHash("sha256").update(query).update("\u0000").update(JSON.stringify(params)).digest("base64url").slice(0, 22);
}

/** A hash of a query's result, as it reaches the loader. */
export function resultHash(result: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(result) ?? "undefined")
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Counts a read against the running loader's path, when recording. `run` evaluates the query: it
 * is given a trace when the read has not been recorded yet, and its dependencies and result are
 * recorded with it.
 */
export async function recordedRead<T>(query: string, params: QueryParams, run: (trace?: ReadTrace) => Promise<T>): Promise<T> {
  const current = recorder();
  const path = current?.scope.getStore();
  if (!current || path === undefined) return run();
  const key = readKey(query, params);
  let keys = current.paths.get(path);
  if (!keys) current.paths.set(path, (keys = new Set()));
  keys.add(key);
  if (current.reads.has(key)) return run();
  const trace = new ReadTrace();
  const result = await run(trace);
  current.reads.set(key, { query, params, dependencies: trace.dependencies(), result: resultHash(result) });
  return result;
}

/**
 * What a publish knows of a document without parsing it again: a hash of the whole, and the keys
 * its dependencies are matched on (indexed-fields.ts).
 */
export interface DocumentSummary {
  hash: string;
  type: string;
  slug?: string;
  path?: string;
  /** The document's `publishedAt`, when it has one, as it holds it (a date for an article). */
  publishedAt?: unknown;
}

const stringField = (document: DatasetDocument, field: string) => {
  const value = (document[field] as { current?: unknown } | undefined)?.current;
  return typeof value === "string" ? value : undefined;
};

export function summarizeDocument(document: DatasetDocument): DocumentSummary {
  const slug = stringField(document, "slug");
  const path = stringField(document, "path");
  return {
    hash: createHash("sha256").update(JSON.stringify(document)).digest("base64url").slice(0, 22),
    type: document._type,
    ...(slug === undefined ? {} : { slug }),
    ...(path === undefined ? {} : { path }),
    ...(document.publishedAt === undefined ? {} : { publishedAt: document.publishedAt }),
  };
}

/** The keys the index finds a summarised document under, as `indexKeyOf` finds the document itself. */
export function indexKeysOf(id: string, summary: DocumentSummary): Partial<Record<IndexedField, string>> {
  const keys: Partial<Record<IndexedField, string>> = { _id: id, _type: summary.type };
  if (summary.slug !== undefined) keys["slug.current"] = summary.slug;
  if (summary.path !== undefined) keys["path.current"] = summary.path;
  const month = monthOf(summary.publishedAt);
  if (month !== undefined) keys[PUBLISHED_MONTH] = month;
  return keys;
}
