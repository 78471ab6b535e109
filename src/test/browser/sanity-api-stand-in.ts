import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answerQuery, queryRequestOf, type Document } from "./content-lake-stand-in";
import { createTransactions, withRevision, type Action, type Commit, type Mutation } from "./sanity-api-transactions";

/**
 * A stand-in for the Sanity API that the bundled studio and the drafts preview server both talk to
 * (there is no Sanity project to reach from here). One set of documents, so a preview secret the
 * studio writes is the one the preview server then finds. It answers what the studio needs to open
 * Presentation logged in as an administrator: the user, the project and its grants, queries (the
 * query stand-in), documents by id, mutations and actions, and listeners that tell of each change
 * (`sanity-api-transactions.ts`).
 * Anything else is answered 404 and recorded in `unanswered`, so a test can name what the studio
 * asked for beyond this.
 */
const STAND_IN_USER = {
  id: "p-stand-in-editor",
  name: "Stand-in Editor",
  email: "editor@example.com",
  profileImage: null,
  provider: "sanity",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
};

const ALL_GRANTS = [{ filter: '_id in path("**")', permissions: ["read", "create", "history", "update", "manage"] }];

export interface SanityApiStandIn {
  /** Plain HTTP, for a Node process that forwards its Sanity requests here. */
  httpUrl: string;
  /** HTTPS with a self-signed certificate, for a browser whose *.api.sanity.io resolves here. */
  httpsPort: number;
  documents: Map<string, Document>;
  /** The requests answered 404 because the stand-in does not know them. */
  unanswered: string[];
  /** Every transaction stored (mutations and actions), in order, with when. */
  commits: Commit[];
  close: () => Promise<void>;
}

type Json = unknown;

/** A throwaway certificate for the loopback HTTPS server (the browser is told to accept it). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "sanity-api-stand-in-"));
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=api.sanity.io"].concat([
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ]),
    { stdio: "ignore" },
  );
  const pair = { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  rmSync(dir, { recursive: true });
  return pair;
}

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

async function readBody(request: Request): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts the stand-in over `initial` (drafts included) on two loopback ports, HTTP and HTTPS. */
export async function startSanityApiStandIn(initial: readonly Document[]): Promise<SanityApiStandIn> {
  // Every stored document has a revision: the studio chains listener events from it.
  const documents = new Map(initial.map((document) => [document._id, withRevision(document)]));
  const transactions = createTransactions(documents);
  const unanswered: string[] = [];

  const json = (response: Response, body: Json, status = 200) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: Request, response: Response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    // The API is asked across origins, with the token in a header: allow what the studio sends.
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader("Access-Control-Allow-Origin", origin);
      response.setHeader("Access-Control-Allow-Credentials", "true");
      response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
      response.setHeader("Access-Control-Allow-Headers", request.headers["access-control-request-headers"] ?? "*");
    }
    if (request.method === "OPTIONS") return response.writeHead(204).end();
    // "/v2025-02-19/data/query/production" → "/data/query/production"
    const path = url.pathname.replace(/^\/v[^/]+/, "");
    const call = `${request.method} ${path}`;

    if (path === "/users/me") return json(response, STAND_IN_USER);
    if (path === "/auth/id") return json(response, { id: STAND_IN_USER.id });
    if (/^\/users\/[^/]+$/.test(path)) return json(response, [STAND_IN_USER]);
    if (/^\/projects\/[^/]+$/.test(path))
      return json(response, {
        id: path.split("/")[2],
        displayName: "Stand-in",
        organizationId: null,
        metadata: {},
        members: [
          { id: STAND_IN_USER.id, role: "administrator", roles: STAND_IN_USER.roles, isCurrentUser: true, isRobot: false },
        ],
        features: [],
      });
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(path)) return json(response, ALL_GRANTS);
    if (/^\/projects\/[^/]+\/datasets$/.test(path)) return json(response, [{ name: "production", aclMode: "public" }]);
    if (/^\/projects\/[^/]+\/features$/.test(path) || path === "/features") return json(response, []);
    if (path.startsWith("/users/me/keyvalue")) return json(response, []);
    if (/^\/projects\/[^/]+\/user-applications$/.test(path)) return json(response, []);
    if (path === "/check/cors") return json(response, { result: { allowed: true, withCredentials: true } });
    if (path === "/ping" || /^\/data\/ping\/[^/]+$/.test(path)) return json(response, { message: "PONG" });

    let match = /^\/data\/query\/[^/]+$/.exec(path);
    if (match) {
      const { query, params } = await queryRequestOf(request.method ?? "GET", url, () => readBody(request));
      const { status, body } = await answerQuery([...documents.values()], query, params, url.searchParams);
      return json(response, body, status);
    }
    match = /^\/data\/doc\/[^/]+\/(.+)$/.exec(path);
    if (match) {
      const ids = decodeURIComponent(match[1]!).split(",");
      return json(response, {
        documents: ids.flatMap((id) => documents.get(id) ?? []),
        omitted: ids.filter((id) => !documents.has(id)).map((id) => ({ id, reason: "existence" })),
      });
    }
    if (/^\/data\/mutate\/[^/]+$/.test(path)) {
      const { mutations, transactionId } = JSON.parse(await readBody(request)) as {
        mutations: Mutation[];
        transactionId?: string;
      };
      return json(response, await transactions.mutate(mutations, transactionId));
    }
    if (/^\/data\/actions\/[^/]+$/.test(path)) {
      const { actions, transactionId } = JSON.parse(await readBody(request)) as { actions: Action[]; transactionId?: string };
      return json(response, await transactions.act(actions, transactionId));
    }
    // Listeners (documents): welcome, then the mutation events of the documents their query matches.
    if (/^\/data\/listen\/[^/]+$/.test(path)) return transactions.listen(url, response);
    // Live events (queries' cache tags): welcome, then one message for each commit.
    if (/^\/data\/live\/events\/[^/]+$/.test(path)) return transactions.liveEvents(response);

    unanswered.push(call);
    json(response, { error: "Not found", message: `The stand-in does not answer ${call}` }, 404);
  };
  const listener = (request: Request, response: Response) => {
    handle(request, response).catch((error: Error & { status?: number }) =>
      json(response, { error: error.message, message: error.message }, error.status ?? 500),
    );
  };

  const http = createHttpServer(listener);
  // HTTP/2, as the real API speaks: the studio holds several listeners open at once, and over
  // HTTP/1.1 the browser's six connections per host fill up and every later request waits.
  const https = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, listener);
  const sessions = new Set<Http2Session>();
  https.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  const listen = (server: Server | typeof https) =>
    new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
  const [httpPort, httpsPort] = [await listen(http), await listen(https)];
  const close = async () => {
    http.closeAllConnections();
    for (const session of sessions) session.destroy();
    await Promise.all([http, https].map((server) => new Promise((resolve) => server.close(resolve))));
  };
  return { httpUrl: `http://127.0.0.1:${httpPort}`, httpsPort, documents, unanswered, commits: transactions.commits, close };
}
