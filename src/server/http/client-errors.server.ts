import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import type { FastifyInstance } from "fastify";
import { securityHeaders, type SiteSecurityConfig } from "./security-headers.server";

/**
 * Answers to requests Node refuses before there is a request to route: headers too large (431), a
 * request it cannot parse (400), one that took too long to arrive (408). Fastify writes these
 * itself unless given a handler, without our security headers; this one sends them, with a fixed
 * text that quotes nothing of what was sent. The site's server and the drafts preview's each give
 * their own headers. (docs/deployment.md says which answers come from a proxy in front instead, and
 * are its to shape.)
 */

/** The headers a server puts on every answer, for one that has no request to route: `https` when the socket is TLS. */
export type RefusalHeaders = (https: boolean) => Record<string, string>;

/** Node's parser error codes (and its own time-out) with the status each means. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const TEXT_BY_STATUS: Record<number, string> = {
  400: "Bad request",
  408: "The request took too long to arrive.",
  413: "The request is too large.",
  417: "This server cannot meet the request's Expect header.",
  431: "The request's headers are too large.",
};

/** The headers every answer of the site carries (those of the release served now), for an answer that has no request path. */
export const siteRefusalHeaders =
  (securityOf: () => SiteSecurityConfig): RefusalHeaders =>
  (https) =>
    securityHeaders(securityOf(), { path: "/", https });

function rawAnswer(status: number, headers: Record<string, string>): string {
  const body = TEXT_BY_STATUS[status] ?? "Bad request";
  const lines = Object.entries({
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** The socket's response in progress, if any (Node's own check before it writes an error answer). */
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler`, answering with `headersOf`. Like Node's own answer, it is written
 * only when no response has started on the socket (a second answer in the middle of one would
 * corrupt it), and the connection is then closed.
 */
export function answerClientError(headersOf: RefusalHeaders) {
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: ServerSocket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    this.log.trace({ err: error }, "client error");
    const status = STATUS_BY_CODE[error.code ?? ""] ?? 400;
    if (socket.writable && !socket._httpMessage?.headersSent)
      socket.write(rawAnswer(status, headersOf(Boolean((socket as TLSSocket).encrypted))));
    socket.destroy(error);
  };
}

/**
 * Node answers an Expect header other than 100-continue with a bare 417 unless the server listens
 * for it; this listener answers the same, with `headersOf`.
 */
export function answerUnmetExpectation(headersOf: RefusalHeaders) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const body = TEXT_BY_STATUS[417]!;
    response.writeHead(417, {
      ...headersOf(Boolean((request.socket as TLSSocket).encrypted)),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      Connection: "close",
    });
    response.end(body);
  };
}
