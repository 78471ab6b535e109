import { atom } from "jotai";
import { atomWithStorage, createJSONStorage, RESET } from "jotai/utils";
import { STORAGE_KEYS } from "./storage-keys";

export interface SessionUser {
  id?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  role?: "account_manager" | "operations" | "admin" | "client" | "provider";
  confirmed?: boolean;
  token?: string;
}

// Read on init: client-area routes decide on their first render whether to send a visitor to /login.
// Prerendered pages that show session-dependent markup gate it with useHydrated().
const storedUser = atomWithStorage<SessionUser | null>(STORAGE_KEYS.user, null, createJSONStorage<SessionUser | null>(), {
  getOnInit: true,
});

/** The logged-in user: setting merges into what is stored; null logs out. */
export const sessionUserAtom = atom(
  (get) => get(storedUser),
  (get, set, update: Partial<SessionUser> | null) => {
    if (update === null) {
      set(storedUser, RESET);
    } else {
      set(storedUser, { ...(get(storedUser) ?? {}), ...update });
    }
    if (typeof document !== "undefined") document.documentElement.dataset.session = update === null ? "visitor" : "member";
  },
);
