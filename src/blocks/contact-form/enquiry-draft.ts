import { ENQUIRY_FIELDS, type Enquiry } from "../../lib/enquiries/enquiry-rules";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";

/**
 * The enquiry being written, kept in browser storage until it is sent, so a reload or a failed send
 * loses nothing. Plain functions: the form's script on a public page and its component in the
 * drafts preview keep the same draft.
 */

export const EMPTY_ENQUIRY: Enquiry = { name: "", email: "", phone: "", message: "" };

/**
 * The stored draft, keeping only the fields that are text: storage written by an older version of
 * the site (or by hand) must never break the form. Returns null when nothing usable is stored.
 */
export function readDraft(given?: Pick<Storage, "getItem" | "removeItem">): Enquiry | null {
  let storage: Pick<Storage, "getItem" | "removeItem">;
  try {
    storage = given ?? localStorage;
  } catch {
    // Storage blocked (a frame on another site, as the drafts preview is in the studio): no draft.
    return null;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEYS.enquiryDraft) ?? "null");
  } catch {
    stored = undefined;
  }
  const draft = { ...EMPTY_ENQUIRY };
  let usable = false;
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const field of ENQUIRY_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === "string") {
        draft[field] = value;
        usable ||= value !== "";
      }
    }
  }
  if (!usable && stored !== null) storage.removeItem(STORAGE_KEYS.enquiryDraft);
  return usable ? draft : null;
}

export function saveDraft(draft: Enquiry): void {
  try {
    localStorage.setItem(STORAGE_KEYS.enquiryDraft, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, the draft just is not kept.
  }
}

/** Forgets the draft once it has been sent. */
export function clearDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.enquiryDraft);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
