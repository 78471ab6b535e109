import { useCallback, useEffect, useState } from "react";
import { ENQUIRY_FIELDS, type Enquiry } from "../../lib/enquiry-rules";
import { STORAGE_KEYS } from "../../lib/storage-keys";

const EMPTY: Enquiry = { name: "", email: "", phone: "", message: "" };

/**
 * The stored draft, keeping only the fields that are text: storage written by an older version of
 * the site (or by hand) must never break the form. Returns null when nothing usable is stored.
 */
export function readDraft(storage: Pick<Storage, "getItem" | "removeItem"> = localStorage): Enquiry | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEYS.enquiryDraft) ?? "null");
  } catch {
    stored = undefined;
  }
  const draft = { ...EMPTY };
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

/**
 * The enquiry being written, kept in browser storage until it is sent, so a reload or a failed
 * send loses nothing. It is restored after hydration: the prerendered form is always empty.
 */
export function useEnquiryDraft() {
  const [draft, setDraft] = useState<Enquiry>(EMPTY);
  useEffect(() => {
    const stored = readDraft();
    // Deliberately after mount: hydration must match the prerendered (empty) form first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setDraft(stored);
  }, []);
  const update = useCallback((field: keyof Enquiry, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      try {
        localStorage.setItem(STORAGE_KEYS.enquiryDraft, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the form still works, the draft just is not kept.
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    localStorage.removeItem(STORAGE_KEYS.enquiryDraft);
    setDraft(EMPTY);
  }, []);
  return { draft, update, clear };
}
