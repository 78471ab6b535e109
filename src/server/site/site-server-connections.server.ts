/**
 * How the site's Fastify instance treats a connection: how large a body may be and how long each
 * part of a request may take, and the answers Node and Fastify give to what they cannot parse,
 * written with the site's headers.
 */
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { answerClientError, siteRefusalHeaders } from "../http/client-errors.server";
import { securityHeaders, type SiteSecurityConfig } from "../http/security-headers.server";
import type { SiteRelease } from "../release/site-release.server";

/** Larger than any valid enquiry (5,000 characters of message and the rest) with room to spare. */
export const ENQUIRY_BODY_LIMIT = 32 * 1024;

/**
 * Long enough for a slow phone connection to send a page request or an enquiry (at most 32 KB),
 * short enough that a client trickling bytes cannot hold a connection for minutes.
 */
const REQUEST_TIMEOUT_MS = 30_000;
/** The headers of any honest request arrive in one go; this leaves room for a very slow network. */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * An idle kept-alive connection is closed after this. Longer than the 60 s idle time-out of common
 * proxies and load balancers, so the proxy closes first and never reuses a connection we are
 * closing (Fastify's own default, kept on purpose).
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** A socket on which nothing at all happens for this long is closed (a backstop for the above). */
const IDLE_SOCKET_TIMEOUT_MS = 75_000;

export function connectionOptions({
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  currentSecurity,
  releaseOf,
}: {
  requestTimeoutMs?: number;
  currentSecurity: () => SiteSecurityConfig;
  releaseOf: (request: FastifyRequest) => SiteRelease;
}) {
  return {
    bodyLimit: ENQUIRY_BODY_LIMIT,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // Node checks the two time-outs above only this often (30 s by default, which would let a
      // trickling client stay up to a minute); a check over the open connections is cheap.
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
      // Node would answer a request without Host with a bare 400 of its own; the site's hook
      // answers it instead, with the site's headers.
      requireHostHeader: false,
    },
    // Node's answers to requests it cannot parse (400), whose headers are too large (431) or too
    // slow (408), written with the site's headers (client-errors.server.ts).
    clientErrorHandler: answerClientError(siteRefusalHeaders(currentSecurity)),
    // Fastify's own answer to an undecodable URL quotes it back, without our headers; this one
    // quotes nothing. (Fastify types the handler generically; it receives an ordinary request.)
    frameworkErrors: ((_error: Error, request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(400)
        .headers(securityHeaders(releaseOf(request).security, { path: "/", https: request.protocol === "https" }))
        .type("text/plain; charset=utf-8")
        .send("Bad request")) as unknown as FastifyServerOptions["frameworkErrors"],
  };
}
