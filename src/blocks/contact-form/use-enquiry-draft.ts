import { useCallback, useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../state/storage-keys";
import type { Enquiry } from "./submit-enquiry";

const EMPTY: Enquiry = { name: "", email: "", phone: "", message: "" };

function readDraft(): Enquiry | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.enquiryDraft) ?? "null") as Partial<Enquiry> | null;
    return stored ? { ...EMPTY, ...stored } : null;
  } catch {
    return null;
  }
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
