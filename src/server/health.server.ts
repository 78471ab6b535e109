import type { FastifyReply, FastifyRequest } from "fastify";
import type { EnquiryStore, OutboxState } from "./enquiry-store.server";

/** A load balancer waits a few seconds for a health check; a store slower than this counts as unreachable. */
const STORE_CHECK_TIMEOUT_MS = 2_000;

export type HealthReport =
  | ({ status: "ok"; store: "reachable" } & { outbox: OutboxState })
  | { status: "unavailable"; store: "unreachable"; message: string };

/** Whether the store answers, and how much waits in the outbox. */
export async function checkHealth(store: Pick<EnquiryStore, "outbox">): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const outbox = await Promise.race([
      store.outbox(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${STORE_CHECK_TIMEOUT_MS / 1000} s`)),
          STORE_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return {
      status: "ok",
      store: "reachable",
      outbox: {
        pending: outbox.pending,
        oldestPendingSeconds: outbox.oldestPendingSeconds === null ? null : Math.round(outbox.oldestPendingSeconds * 10) / 10,
      },
    };
  } catch {
    // The reason goes nowhere public: it may name the database's host.
    return { status: "unavailable", store: "unreachable", message: "The enquiry store cannot be reached." };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health` for a load balancer: 200 while this server can store enquiries, 503 when its
 * store cannot be reached (so the balancer sends visitors to another server). The outbox figures
 * are for monitoring: a growing backlog or an old pending enquiry means a destination is failing.
 */
export function healthRoute(store: Pick<EnquiryStore, "outbox">) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    const report = await checkHealth(store);
    return reply
      .code(report.status === "ok" ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send(report);
  };
}
