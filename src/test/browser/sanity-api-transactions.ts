import type { ServerResponse } from "node:http";
import type { Http2ServerResponse } from "node:http2";
import { Mutation as SanityMutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import { DATASET_SYNC_TAG, type Document } from "./content-lake-stand-in";

/**
 * How the Sanity API stand-in changes documents, and tells listeners, as the Content Lake does
 * after an edit: mutations (`/data/mutate`) and actions (`/data/actions`, which the studio's form
 * commits through) are applied with Sanity's own patch code (`@sanity/mutator`) as one transaction,
 * each changed document gets that transaction's id as its new `_rev`, and every listener whose
 * query matches the document before or after receives one `mutation` event per document, with
 * `previousRev`, `resultRev` and mendoza `effects` that replace the whole document. The studio
 * confirms its own edits by those events (it dedupes by `transactionId#documentId` and chains them
 * by revision), and Presentation hands them to the framed page.
 */
type Json = unknown;
export type Mutation = Record<string, Json>;
export interface Action {
  actionType: string;
  [field: string]: Json;
}

export interface Commit {
  transactionId: string;
  /** When the transaction was applied (`performance.timeOrigin`-based milliseconds, as a browser's clock). */
  at: number;
  documentIds: string[];
}

interface Change {
  id: string;
  before: Document | null;
  after: Document | null;
  mutations: Mutation[];
}

interface Listener {
  query: ReturnType<typeof parse>;
  params: Record<string, Json>;
  includeResult: boolean;
  write: (chunk: string) => void;
}

/** A document as stored the first time the stand-in sees it: with a revision, as every stored document has. */
export function withRevision(document: Document): Document {
  return { ...document, _rev: document._rev ?? `initial-${Math.random().toString(36).slice(2)}` };
}

const newTransactionId = () => `stand-in-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The id a mutation is for (`create…` documents carry it; `patch` and `delete` name it). */
function targetOf(mutation: Mutation): string {
  const [, body] = Object.entries(mutation)[0] as [string, { _id?: string; id?: string }];
  const id = body._id ?? body.id;
  if (!id) throw new Error(`The stand-in needs a document id in ${JSON.stringify(mutation)}.`);
  return id;
}

/**
 * How often an open event stream hears something when nothing changes. The studio's event-stream
 * client gives up on a stream silent for 45 s and opens it again, which starts its document
 * listeners and live queries over; the real API keeps its streams busy, and so does this.
 */
const KEEP_ALIVE_MS = 15_000;

/** Writes an event-stream comment every KEEP_ALIVE_MS; the interval, to clear when the stream closes. */
function keepAlive(write: (chunk: string) => void): ReturnType<typeof setInterval> {
  return setInterval(() => write(": keep-alive\n\n"), KEEP_ALIVE_MS);
}

export function createTransactions(documents: Map<string, Document>) {
  const listeners = new Set<Listener>();
  /** Open Live Content API streams (`/data/live/events`): each hears of every commit. */
  const liveStreams = new Set<(chunk: string) => void>();
  const commits: Commit[] = [];

  const matches = async (listener: Listener, document: Document | null) => {
    if (!document) return false;
    const result = await (await evaluate(listener.query, { dataset: [document], params: listener.params })).get();
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  };

  /** Stores `changes` as one transaction and sends each listener that sees a document its event. */
  const commit = async (transactionId: string, changes: Change[]) => {
    const timestamp = new Date().toISOString();
    for (const change of changes) {
      if (change.after) documents.set(change.id, change.after);
      else documents.delete(change.id);
    }
    commits.push({
      transactionId,
      at: performance.timeOrigin + performance.now(),
      documentIds: changes.map((change) => change.id),
    });
    // The Live Content API: the cache tags a change touched, under the transaction's id, after it is stored.
    for (const write of liveStreams)
      write(`id: ${transactionId}\nevent: message\ndata: ${JSON.stringify({ tags: [DATASET_SYNC_TAG] })}\n\n`);
    for (const listener of listeners) {
      const seen: Change[] = [];
      for (const change of changes)
        if ((await matches(listener, change.before)) || (await matches(listener, change.after))) seen.push(change);
      seen.forEach((change, index) => {
        const event = {
          type: "mutation",
          eventId: `${transactionId}#${change.id}`,
          documentId: change.id,
          transactionId,
          transition: !change.before ? "appear" : !change.after ? "disappear" : "update",
          identity: "p-stand-in-editor",
          mutations: change.mutations,
          previousRev: change.before?._rev,
          resultRev: transactionId,
          timestamp,
          visibility: "transaction",
          // Mendoza: operation 0 is "this value", so each patch replaces the whole document.
          effects: { apply: [0, change.after], revert: [0, change.before] },
          transactionTotalEvents: seen.length,
          transactionCurrentEvent: index + 1,
          ...(listener.includeResult && change.after ? { result: change.after } : {}),
        };
        listener.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`);
      });
    }
  };

  /** A delete by query (the studio clears expired preview secrets so) as a delete of each document it matches. */
  const byId = async (mutation: Mutation): Promise<Mutation[]> => {
    const { query, params } = (mutation.delete ?? {}) as { query?: string; params?: Record<string, Json> };
    if (!query) return [mutation];
    const matched = (await (
      await evaluate(parse(query, { params }), { dataset: [...documents.values()], params })
    ).get()) as Document[];
    return matched.map((document) => ({ delete: { id: document._id } }));
  };

  /** Applies `mutations` in order, each to the document it names as the transaction has left it. */
  const applyAll = async (requested: readonly Mutation[], transactionId: string) => {
    const mutations = (await Promise.all(requested.map(byId))).flat();
    const timestamp = new Date().toISOString();
    const changes = new Map<string, Change>();
    const current = (id: string) => (changes.has(id) ? changes.get(id)!.after : (documents.get(id) ?? null));
    for (const mutation of mutations) {
      const id = targetOf(mutation);
      const before = current(id);
      const ifRevisionID = (mutation.patch as { ifRevisionID?: string } | undefined)?.ifRevisionID;
      if (ifRevisionID && before?._rev !== ifRevisionID)
        throw Object.assign(new Error(`Document "${id}" is at revision ${String(before?._rev)}, not ${ifRevisionID}.`), {
          status: 409,
        });
      if (mutation.patch && !before) throw Object.assign(new Error(`Document "${id}" does not exist.`), { status: 409 });
      const after = new SanityMutation({ mutations: [structuredClone(mutation)], resultRev: transactionId, timestamp }).apply(
        before ? structuredClone(before) : null,
      );
      if (after === before || (after === null && before === null)) continue;
      const change = changes.get(id) ?? { id, before: documents.get(id) ?? null, after: null, mutations: [] };
      changes.set(id, { ...change, after, mutations: [...change.mutations, mutation] });
    }
    return [...changes.values()];
  };

  /** An action of the Actions API as the mutations it stands for (the studio's form sends `edit`). */
  const mutationsOf = (action: Action): Mutation[] => {
    if (action.actionType === "sanity.action.document.edit") {
      const { draftId, publishedId, patch } = action as Action & { draftId: string; publishedId: string; patch: object };
      const published = documents.get(publishedId);
      // An edit of a published document without a draft starts the draft from it.
      const start = !documents.has(draftId) && published ? [{ createIfNotExists: { ...published, _id: draftId } }] : [];
      return [...start, { patch: { ...patch, id: draftId } }];
    }
    if (action.actionType === "sanity.action.document.create") {
      const { attributes, ifExists } = action as Action & { attributes: Document; ifExists?: string };
      return [{ [ifExists === "ignore" ? "createIfNotExists" : "create"]: attributes }];
    }
    throw Object.assign(new Error(`The stand-in does not apply "${action.actionType}" actions.`), { status: 400 });
  };

  return {
    commits,
    /** `POST /data/mutate/:dataset`: `{ mutations }`, answered with each document it touched. */
    async mutate(mutations: readonly Mutation[], transactionId = newTransactionId()) {
      const changes = await applyAll(mutations, transactionId);
      await commit(transactionId, changes);
      return {
        transactionId,
        results: changes.map(({ id, before, after }) => ({
          id,
          operation: !before ? "create" : !after ? "delete" : "update",
          document: after ?? undefined,
        })),
      };
    },
    /** `POST /data/actions/:dataset`: `{ actions, transactionId? }`. */
    async act(actions: readonly Action[], transactionId = newTransactionId()) {
      await commit(transactionId, await applyAll(actions.flatMap(mutationsOf), transactionId));
      return { transactionId };
    },
    /** `GET /data/listen/:dataset?query=…&$param=…`: welcome, then a mutation event for each change it sees. */
    listen(url: URL, response: ServerResponse | Http2ServerResponse) {
      const params = Object.fromEntries(
        [...url.searchParams].filter(([name]) => name.startsWith("$")).map(([name, value]) => [name.slice(1), JSON.parse(value)]),
      );
      const listener: Listener = {
        query: parse(url.searchParams.get("query") ?? "*", { params }),
        params,
        includeResult: url.searchParams.get("includeResult") !== "false",
        // The HTTP/1.1 and HTTP/2 responses write alike; TypeScript cannot call the union.
        write: (chunk) => (response as ServerResponse).write(chunk),
      };
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      listener.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: "stand-in" })}\n\n`);
      listeners.add(listener);
      const heartbeat = keepAlive(listener.write);
      response.on("close", () => {
        listeners.delete(listener);
        clearInterval(heartbeat);
      });
    },
    /** `GET /data/live/events/:dataset`: welcome, then a message naming the cache tags of each commit. */
    liveEvents(response: ServerResponse | Http2ServerResponse) {
      // The HTTP/1.1 and HTTP/2 responses write alike; TypeScript cannot call the union.
      const write = (chunk: string) => (response as ServerResponse).write(chunk);
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      write(`event: welcome\ndata: ${JSON.stringify({ listenerName: "stand-in" })}\n\n`);
      liveStreams.add(write);
      const heartbeat = keepAlive(write);
      response.on("close", () => {
        liveStreams.delete(write);
        clearInterval(heartbeat);
      });
    },
  };
}
