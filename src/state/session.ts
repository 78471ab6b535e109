import { atom } from "jotai";
import { markSession } from "../lib/page-start/follow-stored-state";
import { STORAGE_KEYS } from "../lib/page-start/storage-keys";

export interface SessionUser {
  id?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  role?: "account_manager" | "operations" | "admin" | "client" | "provider";
  confirmed?: boolean;
  token?: string;
}

function readStoredUser(): SessionUser | null {
  // Inside the try: in a frame on another site whose browser blocks third-party storage (the drafts
  // preview in the studio, with third-party cookies blocked), reading `localStorage` at all throws.
  try {
    if (typeof localStorage === "undefined") return null;
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null") as unknown;
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/** Bumped on every change (here or in another tab) so the user is read from storage again. */
const sessionVersionAtom = atom(0);
sessionVersionAtom.onMount = (bump) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.user || event.key === null) bump((version) => version + 1);
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
};

/**
 * The logged-in user, persisted in browser storage: setting merges into what is stored; null logs
 * out. Read from storage when first used, so client-area routes know on their first render whether
 * to send a visitor to /login. Prerendered pages that show session-dependent markup gate it with
 * useHydrated(), since the HTML was built without a session.
 */
export const sessionUserAtom = atom(
  (get) => {
    get(sessionVersionAtom);
    return readStoredUser();
  },
  (get, set, update: Partial<SessionUser> | null) => {
    if (update === null) {
      localStorage.removeItem(STORAGE_KEYS.user);
    } else {
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...(get(sessionUserAtom) ?? {}), ...update }));
    }
    set(sessionVersionAtom, (version) => version + 1);
    markSession(document.documentElement, readStoredUser());
  },
);
