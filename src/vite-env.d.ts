interface ImportMetaEnv {
  /** "true" on the drafts preview server only (src/lib/drafts-preview-flag.ts). */
  readonly DRAFTS_PREVIEW?: string;
}
