import { VisualEditing } from "@sanity/visual-editing/react-router";
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { LiveMode } from "../content/live/live-mode";
import { keepTabPerspective } from "../content/live/tab-perspective";
import type { loader as rootLoader } from "../root";
import { RefreshOnSavedEdits } from "./refresh-on-saved-edits";

/**
 * Preview only: Sanity's visual editing (the overlays, click-to-edit, Presentation's refresh),
 * Sanity's loaders in live mode (the page as the editor types, decision 0049), and, while the
 * studio's loaders are not connected, the page following every saved edit by running its loaders
 * again (decision 0033). Loaded apart, behind the build-time flag.
 */
export function PreviewLiveEditing() {
  const source = useRouteLoaderData<typeof rootLoader>("root")?.liveSource;
  const [liveConnected, setLiveConnected] = useState(false);
  // Each tab's next pages in the perspective its studio opened it in, whatever another tab opened since.
  useEffect(() => keepTabPerspective(window), []);
  return (
    <>
      <VisualEditing />
      {source ? <LiveMode source={source} onConnectedChange={setLiveConnected} /> : null}
      {liveConnected ? null : <RefreshOnSavedEdits />}
    </>
  );
}
