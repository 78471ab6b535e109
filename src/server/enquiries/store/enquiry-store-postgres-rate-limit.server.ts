/** The enquiry rate limit's counters in the shared store, so every server behind the load balancer counts the same hits. */
import type pg from "pg";
import type { EnquiryStore } from "./enquiry-store-interface.server";

/** Expired rate-limit counters are deleted once every this many hits. */
const PRUNE_EVERY = 1_000;

export function postgresHitCounter(pool: pg.Pool): Required<Pick<EnquiryStore, "countHit">> {
  let hits = 0;
  return {
    async countHit(key, windowMs) {
      hits += 1;
      if (hits % PRUNE_EVERY === 0) await pool.query("DELETE FROM rate_limit_hits WHERE window_ends_at <= now()");
      // ON CONFLICT DO UPDATE locks the row: hits from many servers at once are each counted. The
      // time left is read from the clock, not now() (the start of this statement's transaction):
      // a hit that waited for another's lock began before that window did, and would see more
      // than a whole window left.
      const { rows } = await pool.query(
        `INSERT INTO rate_limit_hits AS h (key, count, window_ends_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN h.window_ends_at <= now() THEN 1 ELSE h.count + 1 END,
           window_ends_at = CASE WHEN h.window_ends_at <= now() THEN excluded.window_ends_at ELSE h.window_ends_at END
         RETURNING count, GREATEST(0, EXTRACT(EPOCH FROM window_ends_at - clock_timestamp()) * 1000)::float8 AS ttl_ms`,
        [key, windowMs],
      );
      return { count: Number(rows[0].count), ttlMs: Math.round(Number(rows[0].ttl_ms)) };
    },
  };
}
