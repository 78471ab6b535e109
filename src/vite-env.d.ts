interface ImportMetaEnv {
  /**
   * "true" in the drafts preview's build only (`npm run preview:drafts`), "" in the published build
   * and on the dev server (vite-drafts-preview.ts sets it).
   * Preview-only code (stega cleaning in the browser, `data-sanity` attributes, the visual-editing
   * overlay) tests `import.meta.env.DRAFTS_PREVIEW === "true"` written out in place, around the
   * whole preview-only expression: a literal condition the bundler can fold, so a production build
   * drops that code, its arguments and its libraries. Called through a helper function, it would
   * not, and the overlay's chunks would be built.
   * Tests set it with `vi.stubEnv("DRAFTS_PREVIEW", "true")`.
   */
  readonly DRAFTS_PREVIEW?: string;
  /**
   * The drafts preview's studio (PREVIEW_STUDIO_ORIGIN, no trailing slash), where a `data-sanity`
   * figure's "Open in Studio" goes; "" elsewhere. Read only behind the flag above.
   */
  readonly DRAFTS_PREVIEW_STUDIO_URL?: string;
}

/** The address of the islands entry in the browser bundle (scripts/build/islands-entry.ts, decision 0034). */
declare module "virtual:islands-entry-url" {
  const url: string;
  export default url;
}
