import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { FastifyInstance } from "fastify";
import { isSignedWith } from "./webhook-signature.server";

export interface PublishRouteOptions {
  /** SANITY_WEBHOOK_SECRET: the secret the Sanity webhook signs each call with. */
  secret: string;
  /** Called for each correctly signed publish; starts (or queues) a rebuild and returns at once. */
  onPublish(): void;
  /** The clock the signature's age is measured by (tests move it). */
  now?: () => number;
}

/**
 * How old a signature may be: as long as Sanity may still be retrying the delivery that carries it.
 * Sanity's webhook documentation says a failed delivery (an answer of 429 or 5xx, or none) is
 * retried with exponential back-off for up to 30 minutes, and that a request times out after 30
 * seconds; its changelog of 29 April 2026 says retries are now two, 30 seconds apart. A retry
 * carries the delivery's first signature, so the longer window, plus the last attempt's 30 s and a
 * minute for clocks a little apart, is what an honest retry may need. Within it a replayed call
 * builds nothing: see checkPublishSignature.
 */
export const SIGNATURE_MAX_AGE_MS = (30 * 60 + 30 + 60) * 1000;
/** Sanity names each delivery with this header, the same on every retry of it (docs/publishing.md). */
const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Longer keys are not Sanity's (its keys are short identifiers); they are ignored rather than remembered. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** A signature dated ahead of our clock by more than this is refused too (clocks a little apart are fine). */
const SIGNATURE_MAX_AHEAD_MS = 60_000;
/** Shorter secrets are refused (by the server at start and by webhook:create): a guessed one would start builds. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/** A webhook's body is the projection `{_id, _type}`; this leaves room for a larger projection. */
const PUBLISH_BODY_LIMIT = 256 * 1024;

const PUBLISH_ACCEPTED_MESSAGE =
  "Publish received: the site is being rebuilt from the content and goes live when the build is complete.";
export const PUBLISH_TOO_LARGE_MESSAGE =
  "This publish's body is larger than 256 KB. Give the webhook a small projection, such as {_id, _type}: the route only checks its signature.";
const PUBLISH_REPEATED_MESSAGE = "This delivery was received before (same idempotency key): the site is not built again for it.";
const PUBLISH_REFUSED_MESSAGE =
  "This publish was not signed with the site's webhook secret (SANITY_WEBHOOK_SECRET), or its signature is too old or was used before for another delivery.";

type SignatureCheck = { ok: true; repeated: boolean } | { ok: false; reason: string };

/** What the route remembers of the deliveries it accepted, for as long as their signatures are valid. */
interface AcceptedDeliveries {
  /** Signature header → the idempotency key it came with (or none), and when it can be forgotten. */
  signatures: Map<string, { key: string | undefined; expires: number }>;
  /** Idempotency keys of accepted deliveries → when they can be forgotten. */
  keys: Map<string, number>;
}

const noDeliveriesYet = (): AcceptedDeliveries => ({ signatures: new Map(), keys: new Map() });

/**
 * Checks one call: signed with the secret over exactly these bytes, at most SIGNATURE_MAX_AGE_MS
 * old. A call that repeats a delivery already accepted (the same idempotency key: Sanity retrying
 * because our answer did not reach it) is accepted as `repeated`, and builds nothing. A signature
 * already accepted is refused under another key or without one: that is a captured call replayed,
 * not a retry. A signature can never be replayed for another body: it would not match.
 */
function checkPublishSignature(
  body: string | undefined,
  header: string | string[] | undefined,
  secret: string,
  {
    now,
    accepted,
    idempotencyKey,
  }: { now: number; accepted: AcceptedDeliveries; idempotencyKey?: string | string[] | undefined },
): SignatureCheck {
  if (typeof header !== "string" || header === "") return { ok: false, reason: "no signature header" };
  if (!body) return { ok: false, reason: "empty body" };
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(header));
  } catch {
    return { ok: false, reason: "malformed signature header" };
  }
  // Our own comparison, in constant time (webhook-signature.server.ts); the library only reads the header.
  if (!isSignedWith(body, header, timestamp, secret)) return { ok: false, reason: "signature does not match" };
  if (timestamp < now - SIGNATURE_MAX_AGE_MS)
    return { ok: false, reason: `signature is ${Math.round((now - timestamp) / 1000)} s old` };
  if (timestamp > now + SIGNATURE_MAX_AHEAD_MS) return { ok: false, reason: "signature is dated in the future" };
  for (const [signature, { expires }] of accepted.signatures) if (expires < now) accepted.signatures.delete(signature);
  for (const [key, expires] of accepted.keys) if (expires < now) accepted.keys.delete(key);

  const key =
    typeof idempotencyKey === "string" && idempotencyKey !== "" && idempotencyKey.length <= MAX_IDEMPOTENCY_KEY_LENGTH
      ? idempotencyKey
      : undefined;
  const earlier = accepted.signatures.get(header);
  if (earlier) {
    if (key !== undefined && earlier.key === key) return { ok: true, repeated: true };
    return { ok: false, reason: "signature was used before for another delivery" };
  }
  const expires = timestamp + SIGNATURE_MAX_AGE_MS;
  accepted.signatures.set(header, { key, expires });
  // A retry Sanity signed afresh: a new signature, the same delivery.
  if (key !== undefined && accepted.keys.has(key)) return { ok: true, repeated: true };
  if (key !== undefined) accepted.keys.set(key, Math.max(expires, now + SIGNATURE_MAX_AGE_MS));
  return { ok: true, repeated: false };
}

/**
 * POST /api/publish: Sanity's webhook calls it when content is published. A correctly signed call is
 * answered 202 at once and a rebuild starts in the background; anything else is a 401 and builds
 * nothing. The signature covers the body's exact bytes, so this route reads the body as text (its
 * own parser, for this route only; the enquiry API keeps its JSON and form parsers).
 */
export async function registerPublishRoute(app: FastifyInstance, options: PublishRouteOptions): Promise<void> {
  const accepted = noDeliveriesYet();
  const now = options.now ?? Date.now;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Whatever type it claims, the body is only ever checked against its signature.
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: PUBLISH_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // The site's error handler words its answers for enquiries; a webhook's operator needs these.
    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        return reply.code(413).send({ message: PUBLISH_TOO_LARGE_MESSAGE, errors: { form: PUBLISH_TOO_LARGE_MESSAGE } });
      throw error;
    });
    scope.post("/api/publish", async (request, reply) => {
      const check = checkPublishSignature(
        typeof request.body === "string" ? request.body : undefined,
        request.headers[SIGNATURE_HEADER_NAME],
        options.secret,
        { now: now(), accepted, idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] },
      );
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, "publish refused");
        return reply.code(401).send({ message: PUBLISH_REFUSED_MESSAGE, errors: { form: PUBLISH_REFUSED_MESSAGE } });
      }
      if (check.repeated) {
        request.log.info("publish repeated (the same delivery again); nothing to build");
        return reply.code(200).send({ message: PUBLISH_REPEATED_MESSAGE });
      }
      request.log.info("publish received; rebuilding");
      options.onPublish();
      return reply.code(202).send({ message: PUBLISH_ACCEPTED_MESSAGE });
    });
  });
}
