/**
 * True only on the drafts preview server: Vite replaces `import.meta.env.DRAFTS_PREVIEW` with a
 * constant there (vite-drafts-preview.ts) and with "" in every build, so code behind this flag —
 * stega cleaning in the browser, `data-sanity` attributes, the visual-editing overlay — is dropped
 * from the production bundle as dead code. Tests set it with `vi.stubEnv("DRAFTS_PREVIEW", "true")`.
 */
export function inDraftsPreview(): boolean {
  return import.meta.env.DRAFTS_PREVIEW === "true";
}
