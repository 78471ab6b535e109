import { VisualEditing } from "@sanity/visual-editing/react-router";
import { followStudioPerspective, useLivePreviewConnected } from "../../lib/preview/preview-frame-state";
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
      {/* Asked on each connection and told of each switch: the page follows the studio's perspective. */}
      <VisualEditing onPerspectiveChange={followStudioPerspective} />
      {liveConnected ? null : <RefreshOnSavedEdits />}
    </>
  );
}
