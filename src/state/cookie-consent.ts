import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { STORAGE_KEYS } from "./storage-keys";

/** Whether the visitor has acknowledged the cookie notice. */
export const cookieConsentAtom = atomWithStorage<boolean>(STORAGE_KEYS.cookieConsent, false, createJSONStorage<boolean>(), {
  getOnInit: true,
});
