import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Whether `header` (Sanity's `sanity-webhook-signature`, `t=<ms>,v1=<HMAC>`) signs exactly `body`
 * with `secret`, for the `timestamp` it names. Sanity's HMAC is SHA-256 over `<timestamp>.<body>`,
 * written as unpadded base64url; the header we would write is compared with the one given, byte
 * for byte, in constant time. Comparing with `!==`, as `@sanity/webhook` does, stops at the first
 * byte that differs, and how soon it answers tells a caller how much of a forged signature is
 * right. Only the exact form Sanity writes is accepted (no space after the comma, no padding): the
 * route remembers accepted signatures by their text, so a second spelling of one must not pass.
 */
export function isSignedWith(body: string, header: string, timestamp: number, secret: string): boolean {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  const expected = Buffer.from(`t=${timestamp},v1=${signature}`);
  const given = Buffer.from(header);
  // Lengths are no secret (the form is fixed); timingSafeEqual needs them equal.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
