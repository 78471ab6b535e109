import formBody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { enquiryProblemSender } from "../enquiries/enquiry-answers.server";
import type { Forwarder } from "../enquiries/enquiry-forwarder.server";
import { registerEnquiryRoute } from "../enquiries/enquiry-route.server";
import type { EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { registerHealthRoute } from "./health.server";
import { registerPublishRoute, type PublishRouteOptions } from "../publish/publish-route.server";
import type { SiteSecurityConfig } from "../http/security-headers.server";
import { fastifyLogOptions, type ServerLogOptions } from "../http/server-log.server";
import { rateLimitCounters } from "../enquiries/shared-rate-limit.server";
import { connectionOptions, ENQUIRY_BODY_LIMIT } from "./site-server-connections.server";
import { API_NOT_FOUND_MESSAGE, answerErrors } from "./site-server-errors.server";
import { addSiteHeaders } from "./site-server-headers.server";
import { registerSitePages } from "./site-pages-route.server";
import type { PublishStatus } from "../publish/site-publisher.server";
import { liveRelease, loadSiteRelease, releasePerRequest, type LiveRelease } from "../release/site-release.server";
import { fastifyTrustProxy, type TrustedProxies } from "../http/trust-proxy.server";
import { visitorOfRequest } from "../http/visitor-address.server";

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
  /** GET /api/health's details (outbox, last publish) are shown with this bearer token, and only with it. */
  health?: { detailsToken?: string; publishStatus?: () => PublishStatus | undefined };
}

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
  const currentSecurity = () => live.current.security;
  const app = Fastify({
    ...fastifyLogOptions(options.log),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    ...connectionOptions({ requestTimeoutMs: options.requestTimeoutMs, currentSecurity, releaseOf }),
  });
  addSiteHeaders(app, { currentSecurity, releaseOf });
  const sendEnquiryProblem = enquiryProblemSender((request) => releaseOf(request).enquiryPage);
  answerErrors(app, sendEnquiryProblem);

  // Enquiries arrive as JSON (the app) or as a form post (no JavaScript); anything else is a 415.
  app.removeContentTypeParser("text/plain");
  await app.register(formBody, { bodyLimit: ENQUIRY_BODY_LIMIT });
  // In PostgreSQL when servers share it, so they share the limit; in memory on a single server.
  // Every limited route counts the same visitor (visitor-address.server.ts): an IPv4 address or an
  // IPv6 /64, read the same way from a socket or a trusted proxy's X-Forwarded-For.
  await app.register(rateLimit, { global: false, keyGenerator: visitorOfRequest, ...rateLimitCounters(options.store) });
  await app.register(fastifyStatic, {
    // Each file is sent from the root of the request's release; this one is only the default.
    root: live.current.root,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    dotfiles: "deny",
  });

  registerEnquiryRoute(app, { ...options, sendEnquiryProblem });
  await registerHealthRoute(app, { store: options.store, ...options.health });
  if (options.publish) await registerPublishRoute(app, options.publish);
  app.all("/api/*", async (request, reply) => sendEnquiryProblem(reply, request, 404, API_NOT_FOUND_MESSAGE, {}));
  registerSitePages(app, releaseOf);
  return app;
}
