import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServedRequest } from "./requests";

/**
 * Headers that differ between two runs of the same build: the clock, and the file validators
 * @fastify/static makes from a file's modification time.
 */
const RUN_HEADERS = new Set(["date", "last-modified", "etag", "keep-alive", "connection"]);

/** A hashed file name the bundler writes (`contact-form-CzrdQCVh.js`): its hash changes with its code. */
const HASHED_ASSET = /(\/assets\/[\w.-]+?-)[\w-]{8}(\.(?:js|css))/g;

/** An answer as compared: the status, the headers but those above, and the body's hash. */
interface ServedAnswer {
  status: number;
  headers: string[];
  bodySha256: string;
  bodyBytes: number;
  /** The same answer with every hashed file name's hash masked, its body decompressed. */
  maskedSha256: string;
}

/**
 * Why two answers differ: only in the hashed names of files whose code changed (the pages that
 * name them), a file one build has and the other has not (such a file itself), or in what they say.
 */
type DifferenceKind = "asset names" | "one build's file" | "content";

export interface AnswerDifference {
  request: ServedRequest;
  kind: DifferenceKind;
  before: ServedAnswer;
  after: ServedAnswer;
}

const decoded = (body: Buffer, encoding: string | undefined) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** The answer as it came over the wire: undecoded, so a compressed body is compared byte for byte. */
function rawAnswer(
  origin: string,
  request: ServedRequest,
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  const headers: Record<string, string> = {
    "accept-encoding": request.encoding,
    accept: "text/html",
    origin: request.sameOrigin === false ? "https://elsewhere.example" : origin,
  };
  if (request.body) headers["content-type"] = request.body.type;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(request.path, origin), { method: request.method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]),
          body: Buffer.concat(chunks),
        }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(request.body?.text);
  });
}

async function answerOf(origin: string, request: ServedRequest): Promise<ServedAnswer> {
  const { status, headers, body } = await rawAnswer(origin, request);
  // The server's own address, where an answer names it, is the one thing that may differ.
  const named = (text: string) => text.replaceAll(origin, "ORIGIN");
  const encoding = headers.find(([name]) => name === "content-encoding")?.[1];
  const comparedBody = encoding ? body : Buffer.from(named(body.toString("latin1")), "latin1");
  const kept = headers.filter(([name]) => !RUN_HEADERS.has(name)).map(([name, value]) => `${name}: ${named(value)}`);
  const masked = (text: string) => text.replace(HASHED_ASSET, "$1HASH$2");
  return {
    status,
    headers: kept.sort(),
    bodySha256: sha256(comparedBody),
    bodyBytes: body.length,
    maskedSha256: sha256(
      masked(kept.filter((line) => !line.startsWith("content-length:")).join("\n")) +
        masked(named(decoded(body, encoding).toString("latin1"))),
    ),
  };
}

function differenceKind(request: ServedRequest, before: ServedAnswer, after: ServedAnswer): DifferenceKind {
  if (before.status === after.status && before.maskedSha256 === after.maskedSha256) return "asset names";
  if (request.path.startsWith("/assets/") && before.status !== after.status) return "one build's file";
  return "content";
}

/**
 * Asks both servers every request, one after the other in the same order (so rate limits count
 * alike), and returns the requests whose answers differ.
 */
export async function compareServed(
  before: string,
  after: string,
  requests: readonly ServedRequest[],
): Promise<{ compared: number; differences: AnswerDifference[] }> {
  const differences: AnswerDifference[] = [];
  for (const request of requests) {
    const answerBefore = await answerOf(before, request);
    const answerAfter = await answerOf(after, request);
    if (JSON.stringify(answerBefore) !== JSON.stringify(answerAfter))
      differences.push({
        request,
        kind: differenceKind(request, answerBefore, answerAfter),
        before: answerBefore,
        after: answerAfter,
      });
  }
  return { compared: requests.length, differences };
}
