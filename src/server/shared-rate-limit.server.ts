import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { EnquiryStore } from "./enquiry-store.server";

/**
 * A store for `@fastify/rate-limit` whose counters live in the enquiry store, so every server that
 * shares it counts one address's enquiries together: three servers behind a load balancer still
 * let an address send 10 a minute, not 30. The window is fixed (it starts at the address's first
 * hit, by the database's clock), as the plugin's own in-memory store counts it.
 */
export function sharedRateLimitStore(store: Pick<EnquiryStore, "countHit">): FastifyRateLimitStoreCtor {
  class SharedCounters implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = "site",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      store.countHit(`${this.namespace} ${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts apart: its own namespace. */
    child(routeOptions: { method: string | string[]; url: string }) {
      return new SharedCounters(undefined, `${String(routeOptions.method)} ${routeOptions.url}`);
    }
  }
  return SharedCounters;
}
