import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from "@fastify/rate-limit";
import type { EnquiryStore } from "./store/enquiry-store.server";

type CountHit = NonNullable<EnquiryStore["countHit"]>;

/**
 * What `@fastify/rate-limit` passes a store's `child()`: the route's limit settings, with the route
 * itself as `routeInfo`. (Its types call the argument the route's options; reading `method` and
 * `url` from it gave `undefined undefined`.)
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}
type ChildArgument = Parameters<FastifyRateLimitStore["child"]>[0];

/** `POST /api/enquiries`: the route a counter counts, so two limited routes never share one. */
const routeNamespace = ({ routeInfo }: RouteLimit) => `${[routeInfo?.method ?? "ANY"].flat().join(",")} ${routeInfo?.url ?? "*"}`;

/**
 * A store for `@fastify/rate-limit` whose counters live in the enquiry store, so every server that
 * shares it counts one visitor's enquiries together: three servers behind a load balancer still
 * let a visitor send 10 a minute, not 30. The window is fixed (it starts at the visitor's first
 * hit, by the database's clock), as the plugin's own in-memory store counts it. Keys read
 * `POST /api/enquiries 203.0.113.9`.
 */
function sharedRateLimitStore(countHit: CountHit): FastifyRateLimitStoreCtor {
  class SharedCounters implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = "site",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(`${this.namespace} ${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts apart: its own namespace. */
    child(routeLimit: ChildArgument) {
      return new SharedCounters(undefined, routeNamespace(routeLimit as RouteLimit));
    }
  }
  return SharedCounters;
}

/**
 * Where the limit counts (decision 0029). A store many servers share (PostgreSQL) counts it in the
 * database, so the servers count together; the default single-server file leaves it to the
 * plugin's own in-memory counters (one per route), which cost nothing per request: a counter
 * written to the file would be a second synced write for every enquiry, for nothing another
 * server could read.
 */
export function rateLimitCounters(store: Pick<EnquiryStore, "countHit">): Pick<RateLimitPluginOptions, "store"> {
  return store.countHit ? { store: sharedRateLimitStore(store.countHit.bind(store)) } : {};
}
