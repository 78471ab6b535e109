import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/page-start/use-hydrated";

/**
 * Sanity's visual editing (its React Router entry): the overlays that turn stega-encoded text and
 * `data-sanity` figures into click-to-edit inside the studio's Presentation tool, and the refresh
 * that re-runs the page's loaders (React Router's revalidator) when an editor changes a document
 * (Presentation's request, and every saved change to a document the page shows).
 * Imported dynamically behind the build-time preview flag, so no production chunk holds it.
 */
// The flag is written out here (src/vite-env.d.ts): only a literal condition
// lets the bundler drop the dynamic import, and with it the chunk.
const PreviewLiveEditing =
  import.meta.env.DRAFTS_PREVIEW === "true"
    ? lazy(() => import("./preview-live-editing").then((module) => ({ default: module.PreviewLiveEditing })))
    : null;

export function PreviewOverlays() {
  // After hydration only: the overlays change the page, which the server's HTML does not have.
  const hydrated = useHydrated();
  if (!PreviewLiveEditing || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PreviewLiveEditing />
    </Suspense>
  );
}
