import { createHmac, timingSafeEqual } from "node:crypto";
import {
  formatPreviewPerspective,
  parsePreviewPerspective,
  type PreviewPerspective,
} from "../../content/preview/preview-perspective.server";

/**
 * The drafts preview's admission (decision 0024): a cookie the server signs when the studio's
 * Presentation tool comes through the enable route with a valid secret. It holds when it expires
 * and the perspective Presentation asked for, signed with HMAC-SHA256 under PREVIEW_COOKIE_SECRET;
 * nothing is kept in memory, so it holds across a restart and on every preview instance given the
 * same secret, and stops working at its expiry, or at once for everyone when the secret changes.
 */

/** How long an admission lasts: a working day in the studio. Presentation asks for a new one whenever it loads. */
export const ADMISSION_LIFETIME_SECONDS = 8 * 3600;
/** Shorter secrets are refused at start: the signature is only as strong as its key. */
const MIN_SECRET_LENGTH = 32;
const VERSION = "v1";

export interface Admission {
  /** Seconds since the epoch after which the cookie admits no one. */
  expires: number;
  perspective: PreviewPerspective;
}

export interface AdmissionSigner {
  /** The cookie's value for a new admission in `perspective`, expiring a lifetime from `now`. */
  issue(perspective: PreviewPerspective, now?: number): string;
  /** The admission a cookie value carries, if its signature is good and it has not expired. */
  verify(value: string | undefined, now?: number): Admission | undefined;
}

/** PREVIEW_COOKIE_SECRET checked: long enough, or a message naming the setting. */
export function admissionSecretProblem(secret: string | undefined): string | undefined {
  if (!secret?.trim())
    return "PREVIEW_COOKIE_SECRET is not set: the preview signs its admission cookie with it (any random text of 32 characters or more, e.g. `openssl rand -base64 32`).";
  if (secret.trim().length < MIN_SECRET_LENGTH)
    return `PREVIEW_COOKIE_SECRET is ${secret.trim().length} characters; it needs ${MIN_SECRET_LENGTH} or more (e.g. \`openssl rand -base64 32\`).`;
  return undefined;
}

export function admissionSigner(secret: string, lifetimeSeconds = ADMISSION_LIFETIME_SECONDS): AdmissionSigner {
  const problem = admissionSecretProblem(secret);
  if (problem) throw new Error(problem);
  const key = Buffer.from(secret.trim(), "utf8");
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    issue(perspective, now = Date.now()) {
      const expires = Math.floor(now / 1000) + lifetimeSeconds;
      // base64url: a stack's commas would need quoting in a cookie.
      const payload = `${VERSION}.${expires}.${Buffer.from(formatPreviewPerspective(perspective)).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(value, now = Date.now()) {
      const parts = value?.split(".");
      if (!parts || parts.length !== 4 || parts[0] !== VERSION) return undefined;
      const [, expiresText, perspectiveText, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${VERSION}.${expiresText}.${perspectiveText}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expires = Number(expiresText);
      if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 <= now) return undefined;
      const perspective = parsePreviewPerspective(Buffer.from(perspectiveText, "base64url").toString("utf8"));
      return perspective ? { expires, perspective } : undefined;
    },
  };
}
