interface ImportMetaEnv {
  /**
   * "true" on the drafts preview server only, "" in every build (vite-drafts-preview.ts sets it).
   * Preview-only code (stega cleaning in the browser, `data-sanity` attributes, the visual-editing
   * overlay) tests `import.meta.env.DRAFTS_PREVIEW === "true"` written out in place, around the
   * whole preview-only expression: a literal condition the bundler can fold, so a production build
   * drops that code, its arguments and its libraries. Called through a helper function, it would
   * not, and the overlay's chunks would be built.
   * Tests set it with `vi.stubEnv("DRAFTS_PREVIEW", "true")`.
   */
  readonly DRAFTS_PREVIEW?: string;
}
