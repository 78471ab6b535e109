import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { STORAGE_KEYS } from "../lib/page-start/storage-keys";

/**
 * Whether the visitor has acknowledged the cookie notice. Read after mount: the notice waits three
 * seconds anyway, and the stored value arrives long before that.
 */
export const cookieConsentAtom = atomWithStorage<boolean>(STORAGE_KEYS.cookieConsent, false, createJSONStorage<boolean>());
