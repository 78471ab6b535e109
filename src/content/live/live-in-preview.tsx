import { lazy, Suspense, type ComponentType } from "react";
import type { LiveLoaderData, LiveResultProps } from "./live-result";

// Loaded apart, behind the flag written out in place (src/vite-env.d.ts): a production build drops
// the import, and with it Sanity's loaders.
const LiveResult =
  import.meta.env.DRAFTS_PREVIEW === "true"
    ? (lazy(() => import("./live-result").then((module) => ({ default: module.LiveResult }))) as ComponentType<
        LiveResultProps<LiveLoaderData>
      >)
    : null;

/**
 * Preview only: `children` given the route's data as the editor types (`LiveResult`), once its
 * code is here; until then, and without a live query (a production build has none), the loader's.
 */
export function LiveInPreview<Data extends LiveLoaderData>({ loaderData, children }: LiveResultProps<Data>) {
  if (!LiveResult || !loaderData.live) return children(loaderData);
  return (
    <Suspense fallback={children(loaderData)}>
      <LiveResult loaderData={loaderData}>{(shown) => children(shown as Data)}</LiveResult>
    </Suspense>
  );
}
