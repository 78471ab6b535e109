import { useCallback, useEffect, useState, type RefObject } from "react";
import { ENQUIRY_FIELDS, type Enquiry } from "../../lib/enquiry-rules";
import { STORAGE_KEYS } from "../../lib/storage-keys";

const EMPTY: Enquiry = { name: "", email: "", phone: "", message: "" };

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

function saveDraft(draft: Enquiry): void {
  try {
    localStorage.setItem(STORAGE_KEYS.enquiryDraft, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, the draft just is not kept.
  }
}

/**
 * What the visitor typed into the prerendered form before the app started (the app starts after
 * the first paint, or at the first interaction): hydration adopts the fields but not their text,
 * so it is read from the form itself. Empty fields are left out.
 */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<Enquiry> {
  const typed: Partial<Enquiry> = {};
  for (const field of ENQUIRY_FIELDS) {
    const element = form?.elements.namedItem(field);
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== "")
      typed[field] = element.value;
  }
  return typed;
}

/**
 * The enquiry being written, kept in browser storage until it is sent, so a reload or a failed
 * send loses nothing. It is restored after hydration: the prerendered form is always empty, except
 * for what the visitor typed before the app started, which wins over an older stored draft.
 */
export function useEnquiryDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [draft, setDraft] = useState<Enquiry>(EMPTY);
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current);
    const restored = { ...(readDraft() ?? EMPTY), ...typed };
    if (Object.keys(typed).length > 0) saveDraft(restored);
    // Deliberately after mount: hydration must match the prerendered (empty) form first.
    if (ENQUIRY_FIELDS.some((field) => restored[field] !== "")) setDraft(restored);
  }, [formRef]);
  const update = useCallback((field: keyof Enquiry, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      saveDraft(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    try {
      localStorage.removeItem(STORAGE_KEYS.enquiryDraft);
    } catch {
      // Storage blocked: nothing was kept.
    }
    setDraft(EMPTY);
  }, []);
  return { draft, update, clear };
}
