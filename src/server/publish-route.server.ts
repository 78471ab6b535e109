import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import type { FastifyInstance } from "fastify";

export interface PublishRouteOptions {
  /** SANITY_WEBHOOK_SECRET: the secret the Sanity webhook signs each call with. */
  secret: string;
  /** Called for each correctly signed publish; starts (or queues) a rebuild and returns at once. */
  onPublish(): void;
  /** The clock the signature's age is measured by (tests move it). */
  now?: () => number;
}

/**
 * How old a signature may be. An honest call is seconds old when it arrives; five minutes leaves
 * room for a slow delivery and for clocks a little apart, and a captured call cannot be sent again
 * later to set off builds (docs/publishing.md says what this means after an outage).
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** A signature dated ahead of our clock by more than this is refused too (clocks a little apart are fine). */
export const SIGNATURE_MAX_AHEAD_MS = 60_000;
/** Shorter secrets are refused (by the server at start and by webhook:create): a guessed one would start builds. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/** A webhook's body is the projection `{_id, _type}`; this leaves room for a larger projection. */
const PUBLISH_BODY_LIMIT = 256 * 1024;

export const PUBLISH_ACCEPTED_MESSAGE =
  "Publish received: the site is being rebuilt from the content and goes live when the build is complete.";
export const PUBLISH_TOO_LARGE_MESSAGE =
  "This publish's body is larger than 256 KB. Give the webhook a small projection, such as {_id, _type}: the route only checks its signature.";
export const PUBLISH_REFUSED_MESSAGE =
  "This publish was not signed with the site's webhook secret (SANITY_WEBHOOK_SECRET), or its signature is too old or was used before.";

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks one call's signature: made with the secret over exactly these bytes, at most
 * SIGNATURE_MAX_AGE_MS old, and not seen before (`seen` remembers the signatures accepted within
 * that window, so a call replayed within it is refused too).
 */
export async function checkPublishSignature(
  body: string | undefined,
  header: string | string[] | undefined,
  secret: string,
  { now, seen }: { now: number; seen: Map<string, number> },
): Promise<SignatureCheck> {
  if (typeof header !== "string" || header === "") return { ok: false, reason: "no signature header" };
  if (!body) return { ok: false, reason: "empty body" };
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(header));
  } catch {
    return { ok: false, reason: "malformed signature header" };
  }
  if (!(await isValidSignature(body, header, secret))) return { ok: false, reason: "signature does not match" };
  if (timestamp < now - SIGNATURE_MAX_AGE_MS)
    return { ok: false, reason: `signature is ${Math.round((now - timestamp) / 1000)} s old` };
  if (timestamp > now + SIGNATURE_MAX_AHEAD_MS) return { ok: false, reason: "signature is dated in the future" };
  for (const [signature, expires] of seen) if (expires < now) seen.delete(signature);
  if (seen.has(header)) return { ok: false, reason: "signature was used before" };
  seen.set(header, timestamp + SIGNATURE_MAX_AGE_MS);
  return { ok: true };
}

/**
 * POST /api/publish: Sanity's webhook calls it when content is published. A correctly signed call is
 * answered 202 at once and a rebuild starts in the background; anything else is a 401 and builds
 * nothing. The signature covers the body's exact bytes, so this route reads the body as text (its
 * own parser, for this route only; the enquiry API keeps its JSON and form parsers).
 */
export async function registerPublishRoute(app: FastifyInstance, options: PublishRouteOptions): Promise<void> {
  const seen = new Map<string, number>();
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
      const check = await checkPublishSignature(
        typeof request.body === "string" ? request.body : undefined,
        request.headers[SIGNATURE_HEADER_NAME],
        options.secret,
        { now: now(), seen },
      );
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, "publish refused");
        return reply.code(401).send({ message: PUBLISH_REFUSED_MESSAGE, errors: { form: PUBLISH_REFUSED_MESSAGE } });
      }
      request.log.info("publish received; rebuilding");
      options.onPublish();
      return reply.code(202).send({ message: PUBLISH_ACCEPTED_MESSAGE });
    });
  });
}
