import { createReadStream, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { PREVIEW_COOKIE, PREVIEW_ENABLE_PATH } from "../../content/preview/preview-mode";
import {
  inPreviewPerspective,
  parsePreviewPerspective,
  type PreviewPerspective,
} from "../../content/preview/preview-perspective.server";
import { answerClientError, answerUnmetExpectation } from "../http/client-errors.server";
import { ADMISSION_LIFETIME_SECONDS, type Admission, type AdmissionSigner } from "./preview-admission.server";
import { admissionPage } from "./preview-admission-page.server";
import { isReactRouterLastResort, previewErrorPage } from "./preview-error-page.server";
import { fastifyLogOptions, logServerError, type ServerLogOptions } from "../http/server-log.server";
import { fastifyTrustProxy, type TrustedProxies } from "../http/trust-proxy.server";
import { visitorOfRequest } from "../http/visitor-address.server";

/**
 * The drafts preview server (decision 0024): the preview's production build (`build-preview/`)
 * rendered on request by React Router's request handler, behind one gate that denies by default.
 * - Its own build's client files answer anyone: they are code, the same for every editor, found by
 *   exact address in a list made at start, so no address can name any other file.
 * - The enable route answers anyone: it admits a browser the studio sends with a valid secret. Each
 *   client (an IPv4 address or an IPv6 /64) may try it a limited number of times a minute, as every
 *   try costs a question to the Content Lake.
 * - Everything else (pages, `.data`, `sitemap.xml`, unknown addresses, anything at all) is rendered
 *   for an admitted browser only, and is 401 with an empty body for everyone else; a browser tab
 *   opening a page itself gets, with its 401, the admission page (nothing of the site: a sentence
 *   and a script that asks the studio for an admission, preview-admission-page.server.ts).
 * Nothing here reads a file by a name taken from a request, so no file of the project is reachable.
 */

/** What the enable route asks the Content Lake (decision 0022): is this the studio's current secret? */
export type CheckPreviewSecret = (url: string) => Promise<{
  isValid: boolean;
  redirectTo?: string;
  studioPreviewPerspective?: string | null;
}>;

export interface PreviewServerOptions {
  /** The preview build's server bundle (build-preview/server/index.js), imported. */
  build: ServerBuild;
  /** The preview build's client folder (build-preview/client). */
  clientDir: string;
  signer: AdmissionSigner;
  checkSecret: CheckPreviewSecret;
  /** The only origin allowed to frame the preview. */
  frameAncestors: string;
  /** The studio (PREVIEW_STUDIO_ORIGIN): a tab of the preview's own asks it for an admission. */
  studioOrigin: string;
  trustProxy?: TrustedProxies;
  log?: ServerLogOptions;
  /** Tries of the enable route one client may make a minute; ENABLE_TRIES_PER_MINUTE unless a test wants fewer. */
  enableTriesPerMinute?: number;
}

/**
 * Presentation opens the enable route once each time it loads the preview and on each switch of
 * perspective: an editor clicking through perspectives as fast as the page loads makes far fewer.
 * Each try asks the Content Lake whether the secret is the studio's (one or two queries), so a
 * client guessing secrets is held to this many, and the preview's token to as many queries.
 */
export const ENABLE_TRIES_PER_MINUTE = 30;

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};

/** The build's client files by the exact address that serves each (`/assets/entry-abc.js`); dot-files left out. */
function clientFiles(clientDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(clientDir, file).split(sep);
    if (path.some((part) => part.startsWith("."))) continue;
    files.set(`/${path.join("/")}`, file);
  }
  return files;
}

/** The value of one cookie in a Cookie header. */
function cookieNamed(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The path of the raw request line, exactly as sent: never decoded, so `%2e%2e` is not `..`. */
const rawPathOf = (url: string) => url.split("?", 1)[0] ?? "/";

/** A path on this site only: `/x`, not `//host/x` or `/\host` (which browsers read as another host). */
const isSitePath = (path: string | undefined): path is string =>
  typeof path === "string" && path.startsWith("/") && !/^\/[/\\]/.test(path);

/**
 * React Router is given a fixed origin: no Host or X-Forwarded-Host can change what a page links to
 * or where it redirects, and any host name reaches the same preview.
 */
const RENDER_ORIGIN = "http://preview.internal";

/** The headers every answer carries: framed by the studio alone, never stored, never indexed. */
const previewHeaders = (frameAncestors: string): Record<string, string> => ({
  "Content-Security-Policy": frameAncestors,
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
});

function baseHeaders(reply: FastifyReply, frameAncestors: string): void {
  reply.headers(previewHeaders(frameAncestors));
}

/**
 * A browser tab opening a page of the preview itself (a top-level navigation, as the browser says
 * in `Sec-Fetch-*`), not a frame, a script or a tool: the one kind of request an admission page can
 * help.
 */
const opensInItsOwnTab = (request: FastifyRequest) =>
  request.headers["sec-fetch-dest"] === "document" && request.headers["sec-fetch-mode"] === "navigate";

/** 401 and nothing else: not even a message that could be taken for a page. */
const refuse = (reply: FastifyReply) => reply.code(401).header("Content-Length", "0").send();

/** Fastify with the preview's answers to what it cannot parse, and no body ever read. */
function createPreviewApp(options: PreviewServerOptions): FastifyInstance {
  const { frameAncestors } = options;
  const refusalHeaders = () => previewHeaders(frameAncestors);
  const app = Fastify({
    ...fastifyLogOptions(options.log),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // An address Fastify cannot decode is refused like any other address: 401, no content.
    frameworkErrors: ((_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      baseHeaders(reply, frameAncestors);
      return refuse(reply);
    }) as unknown as FastifyServerOptions["frameworkErrors"],
    // Node's own answers to what it cannot parse (400), headers too large (431) or too slow (408),
    // written with the preview's headers, as the site's server writes them with the site's.
    clientErrorHandler: answerClientError(refusalHeaders),
    // Node would answer a request without Host with a bare 400 of its own; the hook below does.
    http: { requireHostHeader: false },
  });
  app.server.on("checkExpectation", answerUnmetExpectation(refusalHeaders));
  app.addHook("onRequest", async (request, reply) => {
    // HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 predates it.
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined) {
      baseHeaders(reply, frameAncestors);
      return reply.code(400).header("Connection", "close").type("text/plain; charset=utf-8").send("Bad request");
    }
  });
  // No body is ever read: pages are only fetched, and the preview takes no posts.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  return app;
}

type RateLimitCheck = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * The studio's link in: checks its secret, then admits the browser with a signed cookie for the
 * perspective the studio asked for and sends it on to the page. Tries are limited per address.
 */
const enableHandler =
  (enableTries: RateLimitCheck, checkSecret: CheckPreviewSecret, signer: AdmissionSigner) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const tries = await enableTries(request);
    if (!tries.isAllowed && tries.isExceeded) {
      return reply
        .code(429)
        .header("Retry-After", String(tries.ttlInSeconds))
        .type("text/plain; charset=utf-8")
        .send(
          `Too many tries at opening the preview from this address: at most ${tries.max} a minute. ` +
            `Try again in ${tries.ttlInSeconds} seconds, by reloading the studio's Presentation tool.\n`,
        );
    }
    const { isValid, redirectTo, studioPreviewPerspective } = await checkSecret(request.url);
    if (!isValid) {
      return reply
        .code(401)
        .type("text/plain; charset=utf-8")
        .send("This preview link is not valid (or has expired): open the page from the studio's Presentation tool.\n");
    }
    // No perspective sent: drafts, what Presentation opens with.
    const perspective = studioPreviewPerspective ? parsePreviewPerspective(studioPreviewPerspective) : "drafts";
    if (!perspective)
      return reply
        .code(400)
        .type("text/plain; charset=utf-8")
        .send("The studio asked for a perspective this preview does not know: published, drafts or a release stack.\n");
    // SameSite=None: the preview is framed by the studio, another site; Secure is required with it
    // (browsers accept it from http://localhost). Partitioned: browsers that block third-party cookies
    // (Safari, Chrome with them blocked) keep it for the studio's frame alone instead of dropping it.
    reply.header(
      "Set-Cookie",
      `${PREVIEW_COOKIE}=${signer.issue(perspective)}; Path=/; Max-Age=${ADMISSION_LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=None; Partitioned`,
    );
    return reply.redirect(isSitePath(redirectTo) ? redirectTo : "/", 307);
  };

/** An admitted request rendered by React Router in the perspective it asks for, streamed as it renders. */
const renderHandler =
  (handleRequest: (request: Request) => Promise<Response>) =>
  async (request: FastifyRequest, reply: FastifyReply, admission: Admission) => {
    const url = new URL(request.url, RENDER_ORIGIN);
    // The address's perspective when Presentation put one there (it does on every load), else the admission's.
    const perspective: PreviewPerspective =
      parsePreviewPerspective(url.searchParams.get("sanity-preview-perspective")) ?? admission.perspective;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === "host") continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    const response = await inPreviewPerspective(perspective, () =>
      handleRequest(new Request(url, { method: request.method, headers, signal: controller.signal })),
    );
    if (isReactRouterLastResort(response)) {
      await response.body?.cancel();
      throw new Error("React Router could not render the page, nor its error page.");
    }
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name === "set-cookie" || name === "cache-control") continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("Set-Cookie", cookies);
    if (!response.body || request.method === "HEAD") return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  };

export async function createPreviewServer(options: PreviewServerOptions): Promise<FastifyInstance> {
  const files = clientFiles(options.clientDir);
  const { signer, checkSecret, frameAncestors } = options;
  const app = createPreviewApp(options);
  // Counted in this process's memory: the preview keeps no store, and each instance counts its own.
  await app.register(rateLimit, { global: false });
  const enableTries = app.createRateLimit({
    max: options.enableTriesPerMinute ?? ENABLE_TRIES_PER_MINUTE,
    timeWindow: 60_000,
    // The address Fastify resolved (with TRUST_PROXY, the one the trusted proxies report), an IPv6 /64 as one client.
    keyGenerator: visitorOfRequest,
  });
  const enable = enableHandler(enableTries, checkSecret, signer);
  const render = renderHandler(createRequestHandler(options.build, "production"));

  // A tab of its own without an admission is shown how to get one from the studio (decision 0051).
  const page = admissionPage(new URL(options.studioOrigin).origin);
  const admit = (reply: FastifyReply) =>
    reply
      .code(401)
      .header("Content-Security-Policy", `${page.contentSecurityPolicy}; ${frameAncestors}`)
      .type("text/html; charset=utf-8")
      .send(page.html);

  // No routes: every request, whatever its method and address, comes through this one handler.
  app.setNotFoundHandler(async (request, reply) => {
    baseHeaders(reply, frameAncestors);
    const path = rawPathOf(request.url);
    const readOnly = request.method === "GET" || request.method === "HEAD";
    const file = readOnly ? files.get(path) : undefined;
    if (file) {
      // Hashed names under /assets/ change with their content; anything else is checked each time.
      reply.header("Cache-Control", path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      reply.type(CONTENT_TYPES[extname(file)] ?? "application/octet-stream");
      return reply.send(createReadStream(file));
    }
    if (readOnly && path === PREVIEW_ENABLE_PATH) return enable(request, reply);
    const admission = signer.verify(cookieNamed(request.headers.cookie, PREVIEW_COOKIE));
    if (!admission) return readOnly && opensInItsOwnTab(request) ? admit(reply) : refuse(reply);
    if (!readOnly) return reply.code(405).header("Allow", "GET, HEAD").header("Content-Length", "0").send();
    return render(request, reply, admission);
  });

  app.setErrorHandler((error: Error, request, reply) => {
    logServerError(request, reply, error);
    baseHeaders(reply, frameAncestors);
    return reply.code(500).type("text/html; charset=utf-8").send(previewErrorPage(request.id));
  });
  return app;
}
