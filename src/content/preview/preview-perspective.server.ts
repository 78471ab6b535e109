import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The perspective one preview request is rendered in, as the studio's Presentation tool sends it
 * (`sanity-preview-perspective`): published documents, drafts, or a release stack (release ids, the
 * first overriding the next, usually ending in `drafts`). Decision 0024.
 */
export type PreviewPerspective = "published" | "drafts" | readonly string[];

/** A release id, or `drafts`/`published` inside a stack: letters, digits, `_` and `-`. */
const PERSPECTIVE_PART = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_STACK = 16;

/**
 * Reads the perspective Presentation sends: `published`, `drafts`, or a comma-separated stack.
 * Anything else (empty, `raw`, which shows every version of every document at once, or a malformed
 * id) is not a perspective, and gets `undefined` so the caller can say so.
 */
export function parsePreviewPerspective(text: string | null | undefined): PreviewPerspective | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (value === "published" || value === "drafts") return value;
  // The Content Lake's old name for drafts, which older studios still send.
  if (value === "previewDrafts") return "drafts";
  const stack = value.split(",").map((part) => part.trim());
  if (stack.length > MAX_STACK || !stack.every((part) => PERSPECTIVE_PART.test(part) && part !== "raw")) return undefined;
  return stack;
}

/** The perspective as the address and the admission cookie carry it. */
export const formatPreviewPerspective = (perspective: PreviewPerspective): string =>
  typeof perspective === "string" ? perspective : perspective.join(",");

/**
 * One store per process, found by a registered symbol: the preview server runs from source and the
 * loaders that read it from its server build, two copies of this module that must share one store.
 */
const STORE = Symbol.for("outreach-lab.preview-perspective");
const storage: AsyncLocalStorage<PreviewPerspective> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<PreviewPerspective>()) as AsyncLocalStorage<PreviewPerspective>;

/** Runs `render` (one request's loaders) in `perspective`. */
export function inPreviewPerspective<T>(perspective: PreviewPerspective, render: () => T): T {
  return storage.run(perspective, render);
}

/** The perspective of the request being rendered; `undefined` outside one (scripts, tests). */
export function currentPreviewPerspective(): PreviewPerspective | undefined {
  return storage.getStore();
}

/** The releases a perspective stacks, top first (none for `published` or `drafts`). */
export const releasesIn = (perspective: PreviewPerspective): string[] =>
  typeof perspective === "string" ? [] : perspective.filter((part) => part !== "drafts" && part !== "published");

/**
 * What the preview's banner says it shows, so an editor checking a release or the published site
 * cannot take it for their drafts: "drafts", "published content", or a release stack read from the
 * top, each release by the title editors gave it where `releaseTitles` has one
 * ("release “Spring launch” over drafts"), else by its id ("release rSpring over drafts").
 */
export function describePreviewPerspective(
  perspective: PreviewPerspective,
  releaseTitles: ReadonlyMap<string, string> = new Map(),
): string {
  if (perspective === "published") return "published content";
  if (perspective === "drafts") return "drafts";
  const names = perspective.map((part) => {
    if (part === "drafts") return "drafts";
    if (part === "published") return "published content";
    const title = releaseTitles.get(part);
    return title ? `release “${title}”` : `release ${part}`;
  });
  return names.join(" over ");
}
