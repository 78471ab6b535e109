import { useStore } from "jotai";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { sessionUserAtom } from "../state/session";
import { apiBaseUrl } from "./config";
import { createApiClient, type ApiClient } from "./http-client";

/**
 * The API client for the signed-in user: their token on every call; any 401 signs them out and
 * sends them to /login, remembering where they were (product.md §8). Token and location are read when a
 * call is made, so a client created once stays correct.
 */
export function useApiClient(): ApiClient {
  const store = useStore();
  const navigate = useNavigate();
  return useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl(),
        getToken: () => store.get(sessionUserAtom)?.token,
        onUnauthorized: () => {
          const here = `${window.location.pathname}${window.location.search}`;
          store.set(sessionUserAtom, null);
          void navigate(`/login?redirectTo=${encodeURIComponent(here)}`, { replace: true });
        },
      }),
    [store, navigate],
  );
}
