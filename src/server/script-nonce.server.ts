/**
 * The nonce this build's inline scripts carry. `npm run build` makes a fresh one per build and
 * passes it in SCRIPT_NONCE; the same value goes into the security headers (see
 * security-headers.server.ts). A development server has none, and sends no policy either.
 */
export function buildScriptNonce(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const nonce = env.SCRIPT_NONCE;
  if (nonce !== undefined && !/^[A-Za-z0-9+/]{16,}={0,2}$/.test(nonce))
    throw new Error("SCRIPT_NONCE must be base64, at least 16 characters.");
  return nonce || undefined;
}
