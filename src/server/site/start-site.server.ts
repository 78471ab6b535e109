import type { FastifyInstance } from "fastify";
import {
  configuredDestinations,
  createForwarder,
  type EnquiryDestination,
  type ForwarderOptions,
} from "../enquiries/enquiry-forwarder.server";
import { openEnquiryStore, type EnquiryStore } from "../enquiries/store/enquiry-store.server";
import { healthTokenFromEnvironment } from "./health.server";
import { readServerConfig } from "../http/server-config.server";
import type { SiteSecurityConfig } from "../http/security-headers.server";
import { serverLogFromEnvironment, type ServerLogOptions } from "../http/server-log.server";
import { createSiteServer } from "./site-server.server";
import { liveRelease, loadSiteRelease } from "../release/site-release.server";
import { createSitePublisher, type ReleaseBuilder, type SitePublisher } from "../publish/site-publisher.server";
import type { TrustedProxies } from "../http/trust-proxy.server";

export interface RunningSite {
  /** e.g. http://127.0.0.1:4173 */
  url: string;
  app: FastifyInstance;
  store: EnquiryStore;
  /** Rebuilds after publishes (POST /api/publish), when a webhook secret is configured. */
  publisher?: SitePublisher;
  /**
   * Stops taking requests and lets those in flight finish (up to 5 s, then their connections are
   * closed), stops forwarding (sends in flight get 3 s, then are aborted and stay in the outbox),
   * and closes the store: done in about 5 s whatever a client or destination does.
   */
  close(): Promise<void>;
}

/** How long requests in flight may take to finish once the server is stopping. */
const REQUEST_DRAIN_MS = 5_000;
/** How long sends in flight may take to finish once the server is stopping. */
const FORWARDING_GRACE_MS = 3_000;

/**
 * The built site and its enquiry API, listening: what `npm start`, the browser tests, the bench and
 * the screenshots all serve, so each of them sees the site exactly as a visitor would.
 */
export async function startSite({
  root,
  security = readServerConfig(root),
  dbUrl,
  port = 0,
  host = "127.0.0.1",
  enquiriesPerMinute = 10,
  destinations = configuredDestinations(),
  trustProxy = false,
  log = serverLogFromEnvironment(),
  forwardEveryMs,
  publish,
  forwarding,
  healthDetailsToken = healthTokenFromEnvironment(),
}: {
  /** The build's client folder (build/client). */
  root: string;
  /** Defaults to the settings the build wrote beside `root`. */
  security?: SiteSecurityConfig;
  /** Where enquiries are kept; `:memory:` for a throwaway store. */
  dbUrl: string;
  port?: number;
  host?: string;
  enquiriesPerMinute?: number;
  destinations?: EnquiryDestination[];
  trustProxy?: TrustedProxies;
  /** Defaults to LOG_LEVEL and ACCESS_LOG. */
  log?: ServerLogOptions;
  forwardEveryMs?: number;
  /**
   * With a webhook secret, POST /api/publish rebuilds with `build` (stopped after `timeLimitMs`)
   * and swaps the new release in; retired releases' hashed files stay served for `keepMs`.
   */
  publish?: { secret: string; build: ReleaseBuilder; timeLimitMs?: number; keepMs?: number; graceMs?: number };
  /** Claim batch, lease and back-off of the outbox (defaults in forwarder-lease.server.ts). */
  forwarding?: Omit<ForwarderOptions, "log">;
  /** Shows GET /api/health's details to a request with this bearer token; defaults to HEALTH_DETAILS_TOKEN. */
  healthDetailsToken?: string;
}): Promise<RunningSite> {
  const store = await openEnquiryStore(dbUrl);
  const forwarder = createForwarder(store, destinations, forwarding);
  const release = liveRelease(loadSiteRelease(root, security), { keepMs: publish?.keepMs });
  let publisher: SitePublisher | undefined;
  const app = await createSiteServer({
    root,
    security,
    release,
    publish: publish && { secret: publish.secret, onPublish: () => publisher?.request() },
    health: { detailsToken: healthDetailsToken, publishStatus: () => publisher?.status() },
    store,
    forwarder,
    destinations: destinations.map((destination) => destination.name),
    enquiriesPerMinute,
    trustProxy,
    log,
  });
  if (publish)
    publisher = createSitePublisher({
      live: release,
      build: publish.build,
      timeLimitMs: publish.timeLimitMs,
      keepMs: publish.keepMs,
      graceMs: publish.graceMs,
      log: app.log.child({ component: "publish" }),
    });
  await app.listen({ port, host });
  forwarder.start(forwardEveryMs);
  const address = app.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    app,
    store,
    publisher,
    async close() {
      // Both at once: a request still in flight may queue a delivery, which then waits in the outbox.
      await Promise.all([
        closeWithin(app, REQUEST_DRAIN_MS),
        forwarder.stop({ graceMs: FORWARDING_GRACE_MS }),
        publisher?.stop(),
      ]);
      await store.close();
    },
  };
}

/** Closes the server, waiting for requests in flight for up to `drainMs`, then closing their connections. */
async function closeWithin(app: FastifyInstance, drainMs: number) {
  const cutOff = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}
