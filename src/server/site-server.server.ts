import formBody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { parseRedirectsFile } from "../content/redirects";
import { readSubmission, spamReason, type SubmissionErrors } from "../lib/enquiry-rules";
import type { Forwarder } from "./enquiry-forwarder.server";
import { enquiryErrorPage } from "./enquiry-page.server";
import type { EnquiryStore } from "./enquiry-store.server";
import { cacheControlFor, securityHeaders, type SiteSecurityConfig } from "./security-headers.server";

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
  /** Behind a proxy that sets X-Forwarded-For/-Proto (so rate limits and HSTS see the real client). */
  trustProxy?: boolean;
  logger?: boolean;
}

/** Larger than any valid enquiry (5,000 characters of message and the rest) with room to spare. */
const ENQUIRY_BODY_LIMIT = 32 * 1024;

/**
 * Requests for these are files or nothing: a missing one is a 404, never the app shell. Any other
 * path (even one with a dot, like /https://example.co.uk) may be a route and gets the SPA fallback.
 */
const FILE_EXTENSIONS = new Set([
  ".js",
  ".css",
  ".json",
  ".data",
  ".svg",
  ".png",
  ".jpg",
  ".webp",
  ".avif",
  ".ico",
  ".txt",
  ".xml",
  ".woff2",
  ".map",
  ".webmanifest",
  ".br",
  ".gz",
]);
const isFileRequest = (pathname: string) =>
  pathname.startsWith("/assets/") || pathname.startsWith("/media/") || FILE_EXTENSIONS.has(extname(pathname).toLowerCase());

/** The SPA fallback React Router writes when not every route is prerendered. */
const FALLBACK_FILES = ["__spa-fallback.html", "index.html"];

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

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file a clean URL names inside `base` (/about-us → about-us/index.html), never outside it. */
function resolveFile(base: string, path: string): string | undefined {
  const target = normalize(join(base, path));
  if (target !== base && !target.startsWith(base + sep)) return undefined;
  return [target, join(target, "index.html"), `${target.replace(/\/$/, "")}.html`].find(isFile);
}

/** The build's stylesheets, for pages the server writes itself (the enquiry error page). */
function stylesheetsOf(base: string): string[] {
  const index = join(base, "index.html");
  if (!existsSync(index)) return [];
  return [...readFileSync(index, "utf8").matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
}

const wantsHtml = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded") ||
  (!String(request.headers.accept ?? "").includes("application/json") &&
    String(request.headers.accept ?? "").includes("text/html"));

/**
 * The production server: the prerendered site from build/client (clean URLs, the SPA fallback,
 * CMS redirects, precompressed files, validators and 304s, long caching for hashed files) and the
 * enquiry API, with the security headers on every response.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const base = resolve(options.root);
  const fallback = FALLBACK_FILES.map((file) => join(base, file)).find(isFile);
  const redirectsPath = join(base, "_redirects");
  const redirects = new Map(
    (existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, "utf8")) : []).map((entry) => [
      entry.from,
      entry,
    ]),
  );
  const stylesheets = stylesheetsOf(base);
  // The build does not change while it is served, so where each address leads is worked out once.
  const resolved = new Map<string, string | undefined>();
  const fileFor = (path: string) => {
    if (resolved.has(path)) return resolved.get(path);
    const found = resolveFile(base, path) ?? (isFileRequest(path) ? undefined : fallback);
    // Relative to the build folder, with forward slashes, as sendFile takes it.
    const file =
      found &&
      found
        .slice(base.length + 1)
        .split(sep)
        .join("/");
    if (resolved.size < 20_000) resolved.set(path, file);
    return file;
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: ENQUIRY_BODY_LIMIT,
  });

  app.addHook("onSend", async (request, reply) => {
    let path = "/";
    try {
      path = requestPath(request.url);
    } catch {
      // a refused path still gets the headers (of an ordinary page)
    }
    reply.headers(securityHeaders(options.security, { path, https: request.protocol === "https" }));
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      // The details go to the log; the visitor gets a generic answer that reveals nothing.
      request.log.error(error);
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send("Something went wrong on our side. Please try again shortly.");
    }
    const message = clientErrorMessage(status, error);
    if (request.url.startsWith("/api/")) return sendEnquiryProblem(reply, request, status, message, { form: message });
    return reply.code(status).type("text/plain; charset=utf-8").send(message);
  });

  // Enquiries arrive as JSON (the app) or as a form post (no JavaScript); anything else is a 415.
  app.removeContentTypeParser("text/plain");
  await app.register(formBody, { bodyLimit: ENQUIRY_BODY_LIMIT });
  await app.register(rateLimit, { global: false });
  await app.register(fastifyStatic, {
    root: base,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: "deny",
    setHeaders: (response, filePath) => {
      const servedPath = `/${filePath
        .slice(base.length + 1)
        .split(sep)
        .join("/")}`;
      response.header("Cache-Control", cacheControlFor(servedPath));
    },
  });

  function sendEnquiryProblem(
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    message: string,
    errors: SubmissionErrors,
    values: Record<string, unknown> = {},
  ) {
    if (wantsHtml(request))
      return reply.code(status).type("text/html; charset=utf-8").send(enquiryErrorPage({ values, errors, message, stylesheets }));
    return reply.code(status).send({ message, errors });
  }

  app.post(
    "/api/enquiries",
    {
      config: {
        rateLimit: {
          max: options.enquiriesPerMinute ?? 10,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many enquiries from this connection. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again, or email us.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const values = (request.body ?? {}) as Record<string, unknown>;
      const read = readSubmission(request.body);
      if ("errors" in read)
        return sendEnquiryProblem(
          reply,
          request,
          400,
          "Some details need a second look before we can send your enquiry.",
          read.errors,
          values,
        );
      const { submission } = read;
      // A JSON body comes from a script (the site's own form sends its fill time with it); a form
      // post may come from a visitor without JavaScript, who has no fill time to send.
      const fromScript = !String(request.headers["content-type"] ?? "")
        .toLowerCase()
        .startsWith("application/x-www-form-urlencoded");
      const stored = await options.store.add({
        enquiry: submission.enquiry,
        page: submission.page,
        spam: spamReason(submission, { fromScript }),
        destinations: options.destinations ?? [],
      });
      options.forwarder?.nudge();
      // A suspected bot is answered exactly like a person (it learns nothing); the record is flagged.
      if (wantsHtml(request)) return reply.code(303).header("Location", "/thank-you").send();
      return reply.code(201).send({ id: stored.id });
    },
  );

  app.all("/api/*", async (request, reply) =>
    sendEnquiryProblem(reply, request, 404, "There is no such address in this site's API.", {}),
  );

  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    let path: string;
    try {
      path = requestPath(request.url);
    } catch {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
    }
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const redirect = redirects.get(path.replace(/(.)\/$/, "$1"));
    if (redirect)
      return reply.redirect(redirect.to.startsWith("/") ? `${redirect.to}${query}` : redirect.to, redirect.permanent ? 301 : 302);
    const file = fileFor(path);
    if (!file) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return reply.sendFile(file);
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
