import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { setRenderedPerspective } from "../../lib/preview/preview-frame-state";
import { useHydrated } from "../../lib/page-start/use-hydrated";
import type { LiveModeProps } from "./live-mode";

// Loaded apart, behind the flag written out in place (src/vite-env.d.ts): a production build drops
// the import, and with it Sanity's loaders.
const LiveMode =
  import.meta.env.DRAFTS_PREVIEW === "true"
    ? (lazy(() => import("./live-mode").then((module) => ({ default: module.LiveMode }))) as ComponentType<LiveModeProps>)
    : null;

/** Preview only: Sanity's loaders in live mode (`LiveMode`), once the page has hydrated, and the perspective the page shows. */
export function LiveModeInPreview({ source }: { source: LiveModeProps["source"] | undefined }) {
  const hydrated = useHydrated();
  // Known before visual editing first asks the studio which perspective it shows.
  useEffect(() => {
    if (source) setRenderedPerspective(source.perspective);
  }, [source]);
  if (!LiveMode || !source || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveMode source={source} />
    </Suspense>
  );
}
