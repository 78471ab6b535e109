import { timingSafeEqual } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { EnquiryStore, OutboxState } from "../enquiries/store/enquiry-store.server";
import type { PublishStatus } from "../publish/site-publisher.server";
import { visitorOfRequest } from "../http/visitor-address.server";
import { secretSetting } from "../http/secret-setting.server";

/** A load balancer waits a few seconds for a health check; a store slower than this counts as unreachable. */
const STORE_CHECK_TIMEOUT_MS = 2_000;

/**
 * How long the public answer is reused. However often anyone asks, the store is asked at most once
 * in this time for it: a flood of health checks costs the database nothing more. A balancer that
 * checks every 5-30 s sees a store that went away within one check or two.
 */
const PUBLIC_HEALTH_REUSE_MS = 5_000;

/** Health checks one client address may make a minute: a balancer checks every few seconds. */
export const HEALTH_CHECKS_PER_MINUTE = 60;

/** Tokens shorter than this are refused at start: a guessed one would show the details. */
const MIN_HEALTH_TOKEN_LENGTH = 16;

const STORE_UNREACHABLE_MESSAGE = "The site cannot take enquiries right now.";

/** What anyone may learn: whether this server can take enquiries. */
type PublicHealth = { status: "ok" } | { status: "unavailable"; message: string };

/** What the operator sees, with the token. */
type HealthDetails =
  | { status: "ok"; store: "reachable"; outbox: OutboxState; publish?: PublishStatus }
  | { status: "unavailable"; store: "unreachable"; message: string; publish?: PublishStatus };

/** Whether the store answers, and how much waits in the outbox. */
async function outboxWithin(store: Pick<EnquiryStore, "outbox">): Promise<OutboxState | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const outbox = await Promise.race([
      store.outbox(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("no answer in time")), STORE_CHECK_TIMEOUT_MS);
      }),
    ]);
    return {
      pending: outbox.pending,
      oldestPendingSeconds: outbox.oldestPendingSeconds === null ? null : Math.round(outbox.oldestPendingSeconds * 10) / 10,
    };
  } catch {
    // The reason goes nowhere: it may name the database's host.
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The details, read from the store now. */
async function healthDetails(store: Pick<EnquiryStore, "outbox">, publish?: PublishStatus): Promise<HealthDetails> {
  const outbox = await outboxWithin(store);
  const extra = publish ? { publish } : {};
  return outbox
    ? { status: "ok", store: "reachable", outbox, ...extra }
    : { status: "unavailable", store: "unreachable", message: STORE_UNREACHABLE_MESSAGE, ...extra };
}

/**
 * The public answer, asked of the store at most once per `reuseMs` (callers meanwhile share the
 * last answer, or the check under way).
 */
function reusedPublicHealth(
  store: Pick<EnquiryStore, "outbox">,
  { reuseMs = PUBLIC_HEALTH_REUSE_MS, now = () => performance.now() }: { reuseMs?: number; now?: () => number } = {},
): () => Promise<PublicHealth> {
  let answer: { health: Promise<PublicHealth>; at: number } | undefined;
  return () => {
    if (!answer || now() - answer.at >= reuseMs) {
      const health = outboxWithin(store).then((outbox): PublicHealth =>
        outbox ? { status: "ok" } : { status: "unavailable", message: STORE_UNREACHABLE_MESSAGE },
      );
      answer = { health, at: now() };
    }
    return answer.health;
  };
}

/**
 * The one way to the details: `Authorization: Bearer <HEALTH_DETAILS_TOKEN>`. Being asked over
 * loopback proves nothing: a proxy on the same machine that sets no X-Forwarded-For passes every
 * visitor's request on from 127.0.0.1 (decision 0047).
 */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1] ?? "";
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** HEALTH_DETAILS_TOKEN, when set; one too short to be safe stops the server at start. */
export function healthTokenFromEnvironment(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return secretSetting(env, "HEALTH_DETAILS_TOKEN", MIN_HEALTH_TOKEN_LENGTH, "make one with `openssl rand -hex 32`.");
}

/**
 * `GET /api/health`. Anyone gets 200 `{"status":"ok"}` while this server can store enquiries and
 * 503 when its store cannot be reached (so a load balancer sends visitors elsewhere), and nothing
 * more; the answer is reused for a few seconds and each visitor (an IPv4 address or an IPv6 /64,
 * as the enquiry limit counts them) may ask 60 times a minute. Asked with
 * `Authorization: Bearer <HEALTH_DETAILS_TOKEN>`, and only then, it adds the details for
 * monitoring, read fresh: the outbox (a growing backlog or an old pending enquiry means a
 * destination is failing) and the last publish, its result and time.
 */
export async function registerHealthRoute(
  app: FastifyInstance,
  {
    store,
    publishStatus,
    detailsToken,
    perMinute = HEALTH_CHECKS_PER_MINUTE,
  }: {
    store: Pick<EnquiryStore, "outbox">;
    publishStatus?: () => PublishStatus | undefined;
    detailsToken?: string;
    perMinute?: number;
  },
): Promise<void> {
  const publicHealth = reusedPublicHealth(store);
  await app.register(async (scope) => {
    // Counted in this server's memory, not in the shared store: counting there would cost the
    // database a write per check, which is what this limit protects it from.
    await scope.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      // One rule for who a limit counts, on every limited route: an IPv6 /64 is one visitor.
      keyGenerator: visitorOfRequest,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many health checks from this address: at most ${perMinute} a minute. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    scope.get("/api/health", async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (hasToken(request, detailsToken)) {
        const details = await healthDetails(store, publishStatus?.());
        return reply.code(details.status === "ok" ? 200 : 503).send(details);
      }
      const health = await publicHealth();
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    });
  });
}
