import { useLiveMode } from "@sanity/react-loader";
import { followStudioPerspective, setLivePreviewConnected } from "../../lib/preview/preview-frame-state";
import { useEffect, useMemo } from "react";
import { createLiveClient } from "./live-client";
import type { LiveSource } from "./live-query";
import { keepTabPerspective } from "./tab-perspective";

const connectedNow = () => setLivePreviewConnected(true);
const disconnectedNow = () => setLivePreviewConnected(false);

export interface LiveModeProps {
  source: LiveSource;
}

/**
 * Drafts preview only: Sanity's loaders in live mode, connected to the studio's Presentation tool
 * over the channel it keeps with the frame. Every live query on the page (`LiveResult`) is then
 * answered by the studio as the editor types, and the refresh after saved edits stands down
 * (`setLivePreviewConnected`).
 *
 * With the loaders connected, Presentation no longer reloads the frame when the editor switches
 * perspective (it expects the loaders to follow): a switch loads the page again in the new one
 * (`followStudioPerspective`), as it did before live mode.
 */
export function LiveMode({ source }: LiveModeProps) {
  const client = useMemo(() => createLiveClient(source), [source]);
  useLiveMode({ client, onConnect: connectedNow, onDisconnect: disconnectedNow, onPerspective: followStudioPerspective });
  useEffect(() => disconnectedNow, []);
  // Each tab's next pages in the perspective its studio opened it in, whatever another tab opened since.
  useEffect(() => keepTabPerspective(window), []);
  return null;
}
