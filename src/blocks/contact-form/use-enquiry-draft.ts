import { useCallback, useEffect, useState, type RefObject } from "react";
import { ENQUIRY_FIELDS, type Enquiry } from "../../lib/enquiries/enquiry-rules";
import { clearDraft, EMPTY_ENQUIRY, readDraft, saveDraft } from "./enquiry-draft";

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
  const [draft, setDraft] = useState<Enquiry>(EMPTY_ENQUIRY);
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current);
    const restored = { ...(readDraft() ?? EMPTY_ENQUIRY), ...typed };
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
    clearDraft();
    setDraft(EMPTY_ENQUIRY);
  }, []);
  return { draft, update, clear };
}
