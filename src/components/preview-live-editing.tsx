import { VisualEditing } from "@sanity/visual-editing/react-router";
import { useLivePreviewConnected } from "../lib/live-preview-connection";
import { RefreshOnSavedEdits } from "./refresh-on-saved-edits";

/**
 * Preview only: Sanity's visual editing (the overlays, click-to-edit, Presentation's refresh) and,
 * while the studio's loaders are not connected in live mode (decision 0049), the page following
 * every saved edit by running its loaders again (decision 0033). Loaded apart, behind the
 * build-time flag.
 */
export function PreviewLiveEditing() {
  const liveConnected = useLivePreviewConnected();
  return (
    <>
      <VisualEditing />
      {liveConnected ? null : <RefreshOnSavedEdits />}
    </>
  );
}
