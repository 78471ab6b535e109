/**
 * product.md §2: a page is announced as rendered (a `render-event` on the document) this long after
 * it starts, for prerender services. The app announces from its root; a content page from its
 * bootstrap, since its scripts may never start.
 */
export const RENDER_ANNOUNCEMENT_DELAY_MS = 5_000;
export const RENDER_ANNOUNCEMENT_EVENT = "render-event";
