import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { ServedRequest } from "./requests";

/**
 * Headers that differ between two runs of the same build: the clock, and the file validators
 * @fastify/static makes from a file's modification time.
 */
const RUN_HEADERS = new Set(["date", "last-modified", "etag", "keep-alive", "connection"]);

/** An answer as compared: the status, the headers but those above, and the body's hash. */
interface ServedAnswer {
  status: number;
  headers: string[];
  bodySha256: string;
  bodyBytes: number;
}

export interface AnswerDifference {
  request: ServedRequest;
  before: ServedAnswer;
  after: ServedAnswer;
}

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
  const comparedBody = headers.some(([name]) => name === "content-encoding")
    ? body
    : Buffer.from(named(body.toString("latin1")), "latin1");
  return {
    status,
    headers: headers
      .filter(([name]) => !RUN_HEADERS.has(name))
      .map(([name, value]) => `${name}: ${named(value)}`)
      .sort(),
    bodySha256: createHash("sha256").update(comparedBody).digest("hex"),
    bodyBytes: body.length,
  };
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
      differences.push({ request, before: answerBefore, after: answerAfter });
  }
  return { compared: requests.length, differences };
}
