import { readFileSync } from "node:fs";
import { jsonPath, type ContentSourceMap, type ContentSourceMapParsedPath } from "@sanity/client/csm";
import { evaluate, parse } from "groq-js";
import { http, HttpResponse } from "msw";
import { documentsSeenWith, type StoredDocument } from "../content-lake-perspective";

/**
 * A stand-in for the Content Lake's query API, for the drafts preview's tests (there is no Sanity
 * project to reach from here). Queries run with groq-js over a list of documents:
 * - the `perspective` parameter is honoured as the Content Lake does: published, drafts, or a release
 *   stack over release documents (`versions.<release>.<id>`), see documentsSeenWith;
 * - asked for `resultSourceMap`, it answers in the documented format, mapping every string in the
 *   result to the document and field it came from. The real API knows that from its query plan;
 *   the stand-in finds it: a string belongs to the nearest enclosing object with an `_id`, at the
 *   same path inside that document or, when the projection renamed it, wherever that document holds
 *   the same string. A string it cannot place stays unmapped, so the client leaves it plain.
 */
export type Document = StoredDocument;

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The path in `document` that holds `value`: `preferred` if it does; else, for a string, the first
 * one found, and for a figure or a yes/no (a turnaround's days, renamed by a projection), the one
 * place the document holds it, or of several, the one named alike: the same figure in two fields
 * could otherwise be either.
 */
function findSourcePath(
  document: Json,
  value: string | number | boolean,
  preferred: (string | number)[],
): ContentSourceMapParsedPath | null {
  const keyed = (path: (string | number)[], root: Json): ContentSourceMapParsedPath | null => {
    const out: ContentSourceMapParsedPath = [];
    let at = root;
    for (const segment of path) {
      if (Array.isArray(at) && typeof segment === "number") {
        const item = at[segment];
        out.push(isRecord(item) && typeof item._key === "string" ? { _key: item._key, _index: segment } : segment);
        at = item;
      } else if (isRecord(at) && typeof segment === "string") {
        out.push(segment);
        at = at[segment];
      } else return null;
    }
    return at === value ? out : null;
  };
  const direct = keyed(preferred, document);
  if (direct) return direct;
  const found: (string | number)[][] = [];
  const search = (at: Json, path: (string | number)[]) => {
    if (at === value) found.push(path);
    const entries: [string | number, Json][] = Array.isArray(at)
      ? at.map((item, index) => [index, item])
      : isRecord(at)
        ? Object.entries(at).filter(([name]) => !name.startsWith("_"))
        : [];
    for (const [segment, item] of entries) {
      if (typeof value === "string" && found.length) return;
      search(item, [...path, segment]);
    }
  };
  search(document, []);
  if (typeof value === "string") return found[0] ? keyed(found[0], document) : null;
  // A figure or a yes/no: where the document holds it once, or else the one place whose field name
  // ends the name the projection gave it (`turnaroundDays` from `turnaround.days`).
  const named = preferred.at(-1);
  const namedAlike = found.filter((path) => {
    const field = path.at(-1);
    return typeof field === "string" && typeof named === "string" && named.toLowerCase().endsWith(field.toLowerCase());
  });
  const placed = found.length === 1 ? found[0] : namedAlike.length === 1 ? namedAlike[0] : undefined;
  return placed ? keyed(placed, document) : null;
}

/**
 * Every string the documents hold (outside `_` fields, where findSourcePath looks), with the one
 * document holding it, or null when several do. Built in one pass over the documents: asking each
 * document about each string of a result took the Presentation tests about 9 CPU seconds.
 */
function soleHoldersOfStrings(documents: readonly Document[]): Map<string, Document | null> {
  const holders = new Map<string, Document | null>();
  for (const document of documents) {
    const held = new Set<string>();
    const collect = (at: Json) => {
      if (typeof at === "string") held.add(at);
      else if (Array.isArray(at)) at.forEach(collect);
      else if (isRecord(at)) for (const [name, item] of Object.entries(at)) if (!name.startsWith("_")) collect(item);
    };
    collect(document);
    for (const value of held) holders.set(value, holders.has(value) ? null : document);
  }
  return holders;
}

/** The content source map of a result, as the Content Lake would send it with `resultSourceMap`. */
function sourceMapOf(result: Json, documents: readonly Document[]): ContentSourceMap {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<string, number>();
  const pathIndex = new Map<string, number>();
  const indexOf = <T>(index: Map<string, number>, list: T[], key: string, item: T) => {
    if (!index.has(key)) index.set(key, list.push(item) - 1);
    return index.get(key)!;
  };

  /** A string outside any object with an `_id` (a projection that left it out) belongs to the one document holding it, if only one does. */
  let soleHolders: Map<string, Document | null> | undefined;
  const soleHolderOf = (value: string): Document | undefined =>
    (soleHolders ??= soleHoldersOfStrings(documents)).get(value) ?? undefined;

  const walk = (value: Json, path: (string | number)[], owner: { document: Document; at: number } | null) => {
    // Strings, and the figures and yes/noes of a document the result names (prices): the real API maps
    // every value it read, and the studio's live answers replace each mapped value as the editor types.
    const figure = typeof value === "number" || typeof value === "boolean";
    if (typeof value === "string" || (figure && owner)) {
      if (path.at(-1)?.toString().startsWith("_")) return;
      const document = owner?.document ?? (typeof value === "string" ? soleHolderOf(value) : undefined);
      if (!document) return;
      const source = findSourcePath(document, value, owner ? path.slice(owner.at) : []);
      if (!source) return;
      const stored = document as Document & { _originalId?: string };
      const documentId = stored._originalId ?? stored._id;
      map.mappings[jsonPath(path)] = {
        type: "value",
        source: {
          type: "documentValue",
          document: indexOf(documentIndex, map.documents, documentId, { _id: documentId, _type: stored._type }),
          path: indexOf(pathIndex, map.paths, jsonPath(source), jsonPath(source)),
        },
      };
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index], owner));
    } else if (isRecord(value)) {
      const document = typeof value._id === "string" ? byId.get(value._id) : undefined;
      const nextOwner = document ? { document, at: path.length } : owner;
      for (const [name, item] of Object.entries(value)) walk(item, [...path, name], nextOwner);
    }
  };
  walk(result, [], null);
  return map;
}

/**
 * The one cache tag every answer carries, and every change's live event names (the Live Content
 * API's `syncTags`): the real API tags the parts of the dataset a query read; here any change may
 * change any answer, so a client listening for live events asks again after each one.
 */
export const DATASET_SYNC_TAG = "s1:stand-in-dataset";

/** The query endpoint's answer over `documents`: the result, and its source map when asked for. */
export async function answerQuery(
  documents: readonly Document[],
  query: string,
  params: Record<string, Json>,
  searchParams: URLSearchParams,
): Promise<{ status: number; body: Record<string, Json> }> {
  const seen = documentsSeenWith(documents, searchParams.get("perspective"));
  let result: Json;
  try {
    result = await (await evaluate(parse(query), { dataset: seen, params })).get();
  } catch (error) {
    return { status: 400, body: { error: { description: (error as Error).message, type: "queryParseError" } } };
  }
  const withSourceMap = searchParams.has("resultSourceMap");
  return {
    status: 200,
    body: {
      query,
      result,
      ms: 1,
      syncTags: [DATASET_SYNC_TAG],
      ...(withSourceMap ? { resultSourceMap: sourceMapOf(result, seen) } : {}),
    },
  };
}

/** A query's `$name` parameters, as the GET form of the endpoint carries them (JSON-encoded). */
const queryParamsOf = (searchParams: URLSearchParams): Record<string, Json> =>
  Object.fromEntries(
    [...searchParams].filter(([name]) => name.startsWith("$")).map(([name, value]) => [name.slice(1), JSON.parse(value) as Json]),
  );

/** The query and its parameters from either form of the endpoint: GET (in the address) or POST (a JSON body). */
export async function queryRequestOf(
  method: string,
  url: URL,
  body: () => Promise<string>,
): Promise<{ query: string; params: Record<string, Json> }> {
  if (method !== "POST") return { query: url.searchParams.get("query") ?? "", params: queryParamsOf(url.searchParams) };
  const sent = JSON.parse(await body()) as { query: string; params?: Record<string, Json> };
  return { query: sent.query, params: sent.params ?? {} };
}

/** The documents of an NDJSON file (Sanity's export format), one per line. */
export const readDocuments = (file: string): Document[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Document);

export interface ContentLakeStandInOptions {
  projectId: string;
  /** Every document in the dataset, drafts (`drafts.<id>`) included. */
  documents: readonly Document[];
  /** Called with each query's Authorization header, so a test can see which token was sent. */
  onRequest?: (authorization: string | null) => void;
}

/** msw handlers answering `GET` and `POST /vX/data/query/:dataset` on the project's API host. */
export function contentLakeStandIn({ projectId, documents, onRequest }: ContentLakeStandInOptions) {
  const endpoint = `https://${projectId}.api.sanity.io/:version/data/query/:dataset`;
  // The documents never change, so the same question always has the same answer: kept, because
  // placing every string of a result (the source map) is slow, and a page asks the same few queries.
  const answers = new Map<string, Promise<{ status: number; body: Record<string, Json> }>>();
  return [
    http.all(endpoint, async ({ request }) => {
      onRequest?.(request.headers.get("authorization"));
      const url = new URL(request.url);
      const { query, params } = await queryRequestOf(request.method, url, () => request.text());
      const key = JSON.stringify([query, params, url.searchParams.get("perspective"), url.searchParams.has("resultSourceMap")]);
      if (!answers.has(key)) answers.set(key, answerQuery(documents, query, params, url.searchParams));
      const { status, body } = await answers.get(key)!;
      return HttpResponse.json(body, { status });
    }),
  ];
}
