import { READ_SCRIPT_DATA } from "../../lib/page-start/read-script-data";

/** What the script needs: where the draft is stored and the fields it fills. */
export interface DraftPrePaintSettings {
  storageKey: string;
  fields: readonly string[];
}

/**
 * Fills the enquiry `form` with the visitor's stored draft (enquiry-draft.ts) as it is parsed, so a
 * returning visitor sees what they wrote from the first paint, whether or not the form's script
 * ever loads (it loads at the first touch of the form). Only text is taken, and only into a field
 * that is still empty: anything else in storage is left for the form's script to repair.
 * Self-contained (inlined as source text).
 */
function applyStoredDraft(form: Element, settings: DraftPrePaintSettings): void {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(settings.storageKey) ?? "null");
  } catch {
    return;
  }
  // The element before the script is the form; anything else (changed markup) is left alone.
  if (!stored || typeof stored !== "object" || Array.isArray(stored) || !(form instanceof HTMLFormElement)) return;
  for (const name of settings.fields) {
    const value = (stored as Record<string, unknown>)[name];
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    if (typeof value === "string" && field && "value" in field && field.value === "") field.value = value;
  }
}

/**
 * The inline script that runs `applyStoredDraft` on the form before it, with the settings from its
 * data element (see FirstPaintScript): the text is the same on every page.
 */
export function storedDraftPrePaintScript(): string {
  return `try{(function(){${READ_SCRIPT_DATA}(${applyStoredDraft.toString()})(target,data)})()}catch(e){}`;
}
