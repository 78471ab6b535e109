import { VisualEditing } from "@sanity/visual-editing/react-router";
import { RefreshOnSavedEdits } from "./refresh-on-saved-edits";

/**
 * Preview only: Sanity's visual editing (the overlays, click-to-edit, Presentation's refresh) and
 * the page following every saved edit. Loaded apart, behind the build-time flag.
 */
export function PreviewLiveEditing() {
  return (
    <>
      <VisualEditing />
      <RefreshOnSavedEdits />
    </>
  );
}
