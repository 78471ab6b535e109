import { useState } from "react";
import { useHydrated } from "./use-hydrated";

const NOT_KEPT = Symbol("not kept");

/**
 * Props for an element whose children React leaves alone: during hydration React adopts the
 * element and never compares or replaces what the prerender put inside it.
 */
export const KEEP_PRERENDERED_CHILDREN = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

const sameContent = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a piece of content the browser cannot change (rich text, say) can keep the markup the
 * prerender gave it, so the code that renders it need not be downloaded for the first paint or the
 * hydration. True for content that was on the prerendered page, until it changes (a navigation
 * to another page, an editor's change on revalidation); false for anything rendered afterwards,
 * on the server and in tests. Once false it stays false: an element rendered empty outside
 * hydration would stay empty.
 */
export function useKeepsPrerenderedMarkup(content: unknown): boolean {
  const hydrated = useHydrated();
  const [prerendered, setPrerendered] = useState<unknown>(() => (import.meta.env.SSR || hydrated ? NOT_KEPT : content));
  const kept = prerendered !== NOT_KEPT && sameContent(prerendered, content);
  if (prerendered !== NOT_KEPT && !kept) setPrerendered(NOT_KEPT);
  return kept;
}
