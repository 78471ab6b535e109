import formBody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { readSubmission, spamReason, type SubmissionErrors } from "../lib/enquiry-rules";
import { isFileRequest } from "./build-files.server";
import { whereUnknownAddressEnds } from "../lib/app-shell-paths";
import { answerClientError, answerUnmetExpectation } from "./client-errors.server";
import { isCrossSitePost } from "./cross-site-post.server";
import type { Forwarder } from "./enquiry-forwarder.server";
import { isFormPost } from "./form-post.server";
import { registerHealthRoute } from "./health.server";
import type { EnquiryStore } from "./enquiry-store.server";
import { cacheControlFor, securityHeaders, type SiteSecurityConfig } from "./security-headers.server";
import { fastifyLogOptions, logServerError, type ServerLogOptions } from "./server-log.server";
import { rateLimitCounters } from "./shared-rate-limit.server";
import { fastifyTrustProxy, type TrustedProxies } from "./trust-proxy.server";
import { visitorOfRequest } from "./visitor-address.server";
import { registerPublishRoute, type PublishRouteOptions } from "./publish-route.server";
import type { PublishStatus } from "./site-publisher.server";
import { fileToServe, liveRelease, loadSiteRelease, releasePerRequest, type LiveRelease } from "./site-release.server";

export interface SiteServerOptions {
  /** build/client */
  root: string;
  security: SiteSecurityConfig;
  store: EnquiryStore;
  forwarder?: Forwarder;
  /** Destinations each new enquiry is queued for (names of the forwarder's destinations). */
  destinations?: readonly string[];
  /** Enquiries one client address may send per minute. */
  enquiriesPerMinute?: number;
  /** The proxies in front that set X-Forwarded-For/-Proto (so rate limits and HSTS see the real client). */
  trustProxy?: TrustedProxies;
  /** Where the log goes and how much of it; see server-log.server.ts. */
  log?: ServerLogOptions;
  /** How long a whole request (headers and body) may take to arrive; 30 s unless a test wants less. */
  requestTimeoutMs?: number;
  /** The release being served, when a publish may replace it; otherwise the build at `root`, for good. */
  release?: LiveRelease;
  /** POST /api/publish, when a webhook secret is configured; without it the route does not exist. */
  publish?: PublishRouteOptions;
  /** GET /api/health's details (outbox, last publish) are shown with this bearer token, or from this machine. */
  health?: { detailsToken?: string; publishStatus?: () => PublishStatus | undefined };
}

/** Larger than any valid enquiry (5,000 characters of message and the rest) with room to spare. */
const ENQUIRY_BODY_LIMIT = 32 * 1024;

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

class BadRequestPath extends Error {}

/**
 * The request's path, decoded. The raw request line is read as a path only (`//host/x` is a path,
 * never a host); encoded or literal NUL bytes, backslashes and other control characters are refused.
 */
export function requestPath(rawUrl: string): string {
  const raw = rawUrl.split(/[?#]/, 1)[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new BadRequestPath("malformed escape");
  }
  // eslint-disable-next-line no-control-regex
  if (!decoded.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(decoded)) throw new BadRequestPath("unsafe path");
  return decoded.replace(/\/{2,}/g, "/");
}

/** A form post, or a request whose Accept asks for a page rather than JSON, is answered with a page. */
const wantsHtml = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "").toLowerCase();
  return isFormPost(request) || (!accept.includes("application/json") && accept.includes("text/html"));
};

/** What was posted, when it was read as fields: shown again on the answer's page. */
const postedValues = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === "object" && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

/** The heading of the page a form post gets back, by status. */
const ENQUIRY_PAGE_HEADINGS: Record<number, string> = {
  400: "Please check your enquiry",
  403: "Please send your enquiry from our site",
  429: "Please wait a moment before sending again",
};
const NOT_SENT_HEADING = "Your enquiry was not sent";

const SERVER_FAILURE_MESSAGE =
  "Something went wrong on our side and your enquiry was not sent. Please try again shortly, or email us.";
const CROSS_SITE_MESSAGE =
  "Your enquiry came from a page on another site, so we have not sent it. If you meant to write to us, please send it from our own site.";
const NOT_FOUND_MESSAGE = "Not found";
/** Temporary: an address unknown today may be published tomorrow, and must not stay cached as home. */
const UNKNOWN_ADDRESS_STATUS = 302;
const API_NOT_FOUND_MESSAGE = "There is no such address in this site's API.";

/**
 * The production server: the prerendered site from build/client (clean URLs, the app shell for
 * the addresses the app draws itself, CMS redirects, unknown addresses sent home, precompressed
 * files, validators and 304s, long caching for hashed files) and the enquiry API, with the
 * security headers on every response.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const live = options.release ?? liveRelease(loadSiteRelease(options.root, options.security));
  // Every request reads the release once and is answered from it throughout (decision 0018).
  const releaseOf = releasePerRequest(live);
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    ...fastifyLogOptions(options.log),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: ENQUIRY_BODY_LIMIT,
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node checks the two time-outs above only this often (30 s by default, which would let a
      // trickling client stay up to a minute); a check over the open connections is cheap.
      connectionsCheckingInterval: Math.min(1_000, requestTimeout / 2),
      // Node would answer a request without Host with a bare 400 of its own; the hook below answers
      // it instead, with the site's headers.
      requireHostHeader: false,
    },
    // Node's answers to requests it cannot parse (400), whose headers are too large (431) or too
    // slow (408), written with the site's headers (client-errors.server.ts).
    clientErrorHandler: answerClientError(() => live.current.security),
    // Fastify's own answer to an undecodable URL quotes it back, without our headers; this one
    // quotes nothing. (Fastify types the handler generically; it receives an ordinary request.)
    frameworkErrors: ((_error: Error, request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(400)
        .headers(securityHeaders(releaseOf(request).security, { path: "/", https: request.protocol === "https" }))
        .type("text/plain; charset=utf-8")
        .send("Bad request")) as unknown as FastifyServerOptions["frameworkErrors"],
  });

  app.server.on(
    "checkExpectation",
    answerUnmetExpectation(() => live.current.security),
  );

  app.addHook("onRequest", async (request, reply) => {
    releaseOf(request);
    // HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 predates it.
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined)
      return reply.code(400).header("Connection", "close").type("text/plain; charset=utf-8").send("Bad request");
  });

  app.addHook("onSend", async (request, reply) => {
    let path = "/";
    try {
      path = requestPath(request.url);
    } catch {
      // a refused path still gets the headers (of an ordinary page)
    }
    reply.headers(securityHeaders(releaseOf(request).security, { path, https: request.protocol === "https" }));
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const isApi = request.url.startsWith("/api/");
    if (status >= 500) {
      // The details go to the log, once; the visitor gets a generic answer that reveals nothing.
      logServerError(request, reply, error);
      if (isApi) return sendEnquiryProblem(reply, request, status, SERVER_FAILURE_MESSAGE, { form: SERVER_FAILURE_MESSAGE });
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send("Something went wrong on our side. Please try again shortly.");
    }
    const message = clientErrorMessage(status, error);
    if (isApi) return sendEnquiryProblem(reply, request, status, message, { form: message });
    return reply.code(status).type("text/plain; charset=utf-8").send(message);
  });

  // Fastify's own 404 names the method and URL; this one names nothing the request brought.
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith("/api/")
      ? reply.code(404).send({ message: API_NOT_FOUND_MESSAGE, errors: { form: API_NOT_FOUND_MESSAGE } })
      : reply.code(404).type("text/plain; charset=utf-8").send(NOT_FOUND_MESSAGE),
  );

  // Enquiries arrive as JSON (the app) or as a form post (no JavaScript); anything else is a 415.
  app.removeContentTypeParser("text/plain");
  await app.register(formBody, { bodyLimit: ENQUIRY_BODY_LIMIT });
  // In PostgreSQL when servers share it, so they share the limit; in memory on a single server.
  await app.register(rateLimit, { global: false, ...rateLimitCounters(options.store) });
  await app.register(fastifyStatic, {
    // Each file is sent from the root of the request's release (below); this one is only the default.
    root: live.current.root,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: "deny",
  });

  /**
   * An enquiry not taken: JSON for the app, or for a form posted without JavaScript the site's own
   * page with the message and the form again, filled with what was typed.
   */
  function sendEnquiryProblem(
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    message: string,
    errors: SubmissionErrors,
  ) {
    if (wantsHtml(request))
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .send(
          releaseOf(request).enquiryPage({
            heading: ENQUIRY_PAGE_HEADINGS[status] ?? NOT_SENT_HEADING,
            message,
            errors,
            values: postedValues(request),
          }),
        );
    return reply.code(status).send({ message, errors });
  }

  app.post(
    "/api/enquiries",
    {
      preHandler: async (request, reply) => {
        // The host Fastify resolved: Host, or with TRUST_PROXY the last X-Forwarded-Host entry when
        // the connecting peer is a trusted proxy (one that rewrites Host must report the original).
        if (isCrossSitePost(request.headers, request.host))
          return sendEnquiryProblem(reply, request, 403, CROSS_SITE_MESSAGE, { form: CROSS_SITE_MESSAGE });
      },
      config: {
        rateLimit: {
          max: options.enquiriesPerMinute ?? 10,
          timeWindow: 60_000,
          // Counted once the body is read, so a form post that is turned away gets its page back
          // with what was typed (an enquiry is at most 32 KB, so reading it first costs little).
          hook: "preHandler",
          // The address Fastify resolved (the socket's, or with TRUST_PROXY the one the trusted
          // proxies report, never an X-Forwarded-For entry the client wrote itself), normalised,
          // an IPv6 /64 as one visitor.
          keyGenerator: visitorOfRequest,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many enquiries from this connection. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again, or email us.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const read = readSubmission(request.body);
      if ("errors" in read)
        return sendEnquiryProblem(
          reply,
          request,
          400,
          "Some details need a second look before we can send your enquiry.",
          read.errors,
        );
      const { submission } = read;
      // A JSON body comes from a script (the site's own form sends its fill time with it); a form
      // post may come from a visitor without JavaScript, who has no fill time to send.
      const fromScript = !isFormPost(request);
      const stored = await options.store.add({
        enquiry: submission.enquiry,
        page: submission.page,
        spam: spamReason(submission, { fromScript }),
        destinations: options.destinations ?? [],
        submissionKey: submission.submissionKey,
      });
      // A resend of a stored enquiry (its answer was lost) is answered as the first was, and queues nothing.
      if (!stored.repeated) options.forwarder?.nudge();
      // A suspected bot is answered exactly like a person (it learns nothing); the record is flagged.
      if (wantsHtml(request)) return reply.code(303).header("Location", "/thank-you").send();
      return reply.code(201).send({ id: stored.id });
    },
  );

  await registerHealthRoute(app, { store: options.store, ...options.health });
  if (options.publish) await registerPublishRoute(app, options.publish);

  app.all("/api/*", async (request, reply) => sendEnquiryProblem(reply, request, 404, API_NOT_FOUND_MESSAGE, {}));

  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    let path: string;
    try {
      path = requestPath(request.url);
    } catch {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
    }
    const release = releaseOf(request);
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const redirect = release.redirects.get(path.replace(/(.)\/$/, "$1"));
    if (redirect)
      return reply.redirect(redirect.to.startsWith("/") ? `${redirect.to}${query}` : redirect.to, redirect.permanent ? 301 : 302);
    const found = fileToServe(release, path);
    if (found) return reply.header("Cache-Control", cacheControlFor(`/${found.file}`)).sendFile(found.file, found.root);
    if (isFileRequest(path)) return reply.code(404).type("text/plain; charset=utf-8").send(NOT_FOUND_MESSAGE);
    // product.md §2: an address the site does not know ends at the home page (an unknown member's at
    // the team page). A redirect says so to browsers and search engines alike; the app shell at 200
    // made every such address a page.
    return reply.redirect(whereUnknownAddressEnds(path), UNKNOWN_ADDRESS_STATUS);
  };
  app.get("/*", serveSite);
  // Fastify answers HEAD for every GET route itself.

  return app;
}

function clientErrorMessage(status: number, error: { code?: string; message: string }): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the enquiry as JSON (application/json) or as a form (application/x-www-form-urlencoded).";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "That is more than an enquiry can hold. Please shorten the message.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The enquiry was empty.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The enquiry could not be read: the JSON is malformed.";
    default:
      break;
  }
  if (status === 400 && error instanceof SyntaxError) return "The enquiry could not be read: the JSON is malformed.";
  if (status === 429) return error.message;
  return status === 404 ? "Not found" : "The request could not be understood.";
}
