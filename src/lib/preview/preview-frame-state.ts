import { useSyncExternalStore } from "react";

/**
 * Drafts preview only: what the framed page knows of its studio, shared by the live mode (content)
 * and visual editing (components), which may not import each other: whether the studio's loaders
 * are connected in live mode (decision 0049), and the perspective the page was rendered in.
 */
let connected = false;
let renderedPerspective: string | undefined;
const listeners = new Set<() => void>();

/** The address's parameter naming the perspective a preview page is rendered in (the preview server reads it). */
export const PERSPECTIVE_PARAMETER = "sanity-preview-perspective";

export function setLivePreviewConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  for (const listener of listeners) listener();
}

/** Whether the studio's loaders are connected: the refresh after saved edits stands down while they are. */
export function useLivePreviewConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/** Notes the perspective the page was rendered in (`drafts`, `published`, `rSpring,drafts`). */
export function setRenderedPerspective(perspective: string): void {
  renderedPerspective = perspective;
}

/** A perspective as the studio sends it (a name or a release stack), in the address's form. */
function perspectiveText(perspective: string | readonly string[]): string {
  if (typeof perspective !== "string") return perspective.join(",");
  return perspective === "previewDrafts" ? "drafts" : perspective;
}

/**
 * Loads the page again in the perspective the studio shows, when it is not the one the page was
 * rendered in. Told by visual editing each time it connects (it asks Presentation) and on each
 * switch, and by the live loaders on each switch: Presentation reloads the frame on a switch only
 * when neither handles it, and the page's banner, structured data and next navigations are rendered
 * on the server, in the perspective of the address.
 */
export function followStudioPerspective(
  perspective: string | readonly string[],
  location: Pick<Location, "href" | "replace"> = window.location,
): void {
  const wanted = perspectiveText(perspective);
  if (!renderedPerspective || wanted === renderedPerspective) return;
  renderedPerspective = wanted;
  const address = new URL(location.href);
  address.searchParams.set(PERSPECTIVE_PARAMETER, wanted);
  location.replace(address.href);
}
