import type { SessionUser } from "../state/session";
import { apiBaseUrl } from "./config";
import { createApiClient } from "./http-client";
import { readRecord } from "./responses";

/**
 * Signs in against the back end's login endpoint (`VITE_LOGIN_PATH`, default /login; `docs/product.md` does
 * not show the call). A 401 here means wrong credentials, not an expired session, so it must not
 * trigger the sign-out redirect. The answer must carry a token: without one, no request would work.
 */
export async function logIn(
  email: string,
  password: string,
  env: Partial<Record<string, unknown>> = import.meta.env,
): Promise<SessionUser> {
  const api = createApiClient({ baseUrl: apiBaseUrl(env), getToken: () => undefined, onUnauthorized: () => {} });
  const path = typeof env.VITE_LOGIN_PATH === "string" && env.VITE_LOGIN_PATH ? env.VITE_LOGIN_PATH : "/login";
  const user = readRecord<SessionUser>(await api.request("POST", path, { email, password }), "the signed-in user");
  if (!user.token)
    throw new Error("The sign-in service did not return a session. Please try again, or contact your account manager.");
  return user;
}
