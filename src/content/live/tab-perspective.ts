import { PERSPECTIVE_PARAMETER } from "../../lib/preview/preview-frame-state";

/** What of the tab's window this reads and changes. */
export interface TabWindow {
  location: Pick<Location, "href" | "origin">;
  fetch: typeof fetch;
}

/**
 * Drafts preview only: every next page of this tab is rendered in the perspective the tab was
 * opened in. Presentation puts the perspective in the address of each page it loads, but a page
 * reached by a link inside the frame asks for its data (`<path>.data`) without it, and the server
 * then renders in the admission's perspective: the last one any studio tab opened, since every tab
 * shares the one cookie. So the page notes the perspective of the address it was loaded with, and
 * adds it to its own requests for a page's data, for as long as the document lasts (kept in memory:
 * a framed page on another site than the studio may be refused storage). Returns a function that
 * undoes it.
 */
export function keepTabPerspective(window: TabWindow): () => void {
  const perspective = new URL(window.location.href).searchParams.get(PERSPECTIVE_PARAMETER);
  if (!perspective) return () => undefined;
  const originalFetch = window.fetch;
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== window.location.origin || !url.pathname.endsWith(".data") || url.searchParams.has(PERSPECTIVE_PARAMETER))
      return originalFetch(input, init);
    url.searchParams.set(PERSPECTIVE_PARAMETER, perspective);
    return originalFetch(new Request(url, request));
  };
  return () => {
    window.fetch = originalFetch;
  };
}
