/**
 * Preview mode on the drafts preview server: the Presentation tool opens PREVIEW_ENABLE_PATH with
 * a secret it has stored in the dataset; a valid secret sets PREVIEW_COOKIE and redirects to the
 * page asked for. Shared by the studio (which route to call) and the preview server (which to answer).
 */
export const PREVIEW_ENABLE_PATH = "/api/preview/enable";

/** The cookie that marks a browser as allowed to see drafts. */
export const PREVIEW_COOKIE = "sanity-preview";
