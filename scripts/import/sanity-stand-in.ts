/**
 * Test helper: an msw stand-in for the parts of the Sanity HTTP API the import uses (mutate, query,
 * image upload), keeping documents and assets in memory. Like the Content Lake, it applies a
 * transaction all-or-nothing and refuses a strong reference to a document that does not exist.
 */
import { createHash, randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";

export const PROJECT = "test-project";
export const DATASET = "staging";
export const TOKEN = "test-token";
const BASE = `https://${PROJECT}.api.sanity.io/v2025-02-19`;

type Doc = Record<string, unknown> & { _id: string };

interface RecordedMutate {
  mutations: Record<string, Doc>[];
  ids: string[];
  search: URLSearchParams;
}

export interface StandIn {
  documents: Map<string, Doc>;
  /** Asset id → times it was uploaded. */
  uploads: Map<string, number>;
  mutates: RecordedMutate[];
  queries: { query: string; ids: string[] }[];
  /** 1-based numbers of mutate requests to refuse with a 400 mutation error. */
  failMutateRequests: Set<number>;
  /** Every request, in order, as "METHOD path". */
  log: string[];
  handlers: ReturnType<typeof http.post>[];
}

export function createStandIn(): StandIn {
  const standIn: StandIn = {
    documents: new Map(),
    uploads: new Map(),
    mutates: [],
    queries: [],
    failMutateRequests: new Set(),
    log: [],
    handlers: [],
  };

  const authorised = (request: Request) => request.headers.get("authorization") === `Bearer ${TOKEN}`;
  const unauthorised = () =>
    HttpResponse.json({ error: "Unauthorized", message: "Not authorised", statusCode: 401 }, { status: 401 });

  const mutate = http.post(`${BASE}/data/mutate/${DATASET}`, async ({ request }) => {
    standIn.log.push(`POST mutate`);
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as { mutations: Record<string, Doc>[] };
    const ids = body.mutations.map((mutation) => Object.values(mutation)[0]!._id);
    standIn.mutates.push({ mutations: body.mutations, ids, search: new URL(request.url).searchParams });

    if (standIn.failMutateRequests.has(standIn.mutates.length)) {
      return mutationError(`Mutation(s) failed with 1 error(s)`, [
        {
          index: ids.length - 1,
          type: "validationError",
          description: `Document "${ids.at(-1)}" is not valid: title is required`,
        },
      ]);
    }
    const next = new Map(standIn.documents);
    const results = [];
    for (const [index, mutation] of body.mutations.entries()) {
      const [operation, document] = Object.entries(mutation)[0]!;
      if (operation !== "createOrReplace") {
        return mutationError(`Unsupported by the stand-in: ${operation}`, [
          { index, type: "unsupported", description: operation },
        ]);
      }
      const missing = strongRefs(document).find((ref) => !next.has(ref) && !standIn.uploads.has(ref));
      if (missing) {
        return mutationError(`Mutation(s) failed with 1 error(s)`, [
          {
            index,
            type: "documentReferenceIntegrityError",
            description: `Document "${document._id}" references non-existent document "${missing}"`,
          },
        ]);
      }
      const existing = next.get(document._id);
      const now = new Date().toISOString();
      next.set(document._id, {
        ...document,
        _createdAt: document._createdAt ?? existing?._createdAt ?? now,
        _updatedAt: now,
        _rev: randomUUID(),
      });
      results.push({ id: document._id, operation: existing ? "update" : "create" });
    }
    standIn.documents.clear();
    for (const [id, document] of next) standIn.documents.set(id, document);
    return HttpResponse.json({ transactionId: randomUUID(), results });
  });

  const answerQuery = (query: string, ids: string[]) => {
    standIn.queries.push({ query, ids });
    if (query !== "*[_id in $ids]")
      return HttpResponse.json({ error: { description: `Unexpected query ${query}` } }, { status: 400 });
    const result = ids.flatMap((id) => (standIn.documents.has(id) ? [structuredClone(standIn.documents.get(id)!)] : []));
    return HttpResponse.json({ ms: 1, query, result });
  };
  const queryGet = http.get(`${BASE}/data/query/${DATASET}`, ({ request }) => {
    standIn.log.push(`GET query`);
    if (!authorised(request)) return unauthorised();
    const search = new URL(request.url).searchParams;
    return answerQuery(search.get("query") ?? "", JSON.parse(search.get("$ids") ?? "[]") as string[]);
  });
  const queryPost = http.post(`${BASE}/data/query/${DATASET}`, async ({ request }) => {
    standIn.log.push(`POST query`);
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as { query: string; params?: { ids?: string[] } };
    return answerQuery(body.query, body.params?.ids ?? []);
  });

  const upload = http.post(`${BASE}/assets/images/${DATASET}`, async ({ request }) => {
    standIn.log.push(`POST assets/images`);
    if (!authorised(request)) return unauthorised();
    const bytes = Buffer.from(await request.arrayBuffer());
    const filename = new URL(request.url).searchParams.get("filename") ?? "";
    const size = /-(\d+x\d+)\.svg$/.exec(filename)?.[1] ?? "0x0";
    const id = `image-${createHash("sha1").update(bytes).digest("hex")}-${size}-svg`;
    standIn.uploads.set(id, (standIn.uploads.get(id) ?? 0) + 1);
    return HttpResponse.json({ document: { _id: id, _type: "sanity.imageAsset", originalFilename: filename, extension: "svg" } });
  });

  standIn.handlers = [mutate, queryGet, queryPost, upload];
  return standIn;
}

function mutationError(description: string, items: { index: number; type: string; description: string }[]) {
  return HttpResponse.json(
    { error: { type: "mutationError", description, items: items.map(({ index, ...error }) => ({ index, error })) } },
    { status: 400 },
  );
}

function strongRefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(strongRefs);
  if (typeof value !== "object" || value === null) return [];
  const object = value as Record<string, unknown>;
  if (typeof object._ref === "string") return object._weak === true ? [] : [object._ref];
  return Object.values(object).flatMap(strongRefs);
}

/** A document as stored, without what the store sets on every write. */
export function content(document: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!document) return undefined;
  const { _rev: _r, _updatedAt: _u, ...rest } = document;
  return rest;
}
