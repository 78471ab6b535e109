import { useLiveMode } from "@sanity/react-loader";
import { useEffect, useMemo } from "react";
import { createLiveClient, perspectiveText } from "./live-client";
import type { LiveSource } from "./live-query";
import { PERSPECTIVE_PARAMETER } from "./tab-perspective";

export interface LiveModeProps {
  source: LiveSource;
  /** Told when the studio's loaders connect (true) and go (false). */
  onConnectedChange: (connected: boolean) => void;
}

/**
 * Drafts preview only: Sanity's loaders in live mode, connected to the studio's Presentation tool
 * over the channel it keeps with the frame. Every live query on the page (`LiveResult`) is then
 * answered by the studio as the editor types.
 *
 * With the loaders connected, Presentation no longer reloads the frame when the editor switches
 * perspective (it expects the loaders to follow); the page's banner, structured data and next
 * navigations are rendered on the server in the perspective of the address, so a switch loads the
 * page again in the new one, as it did before live mode.
 */
export function LiveMode({ source, onConnectedChange }: LiveModeProps) {
  const client = useMemo(() => createLiveClient(source), [source]);
  const onConnect = useMemo(() => () => onConnectedChange(true), [onConnectedChange]);
  const onDisconnect = useMemo(() => () => onConnectedChange(false), [onConnectedChange]);
  const onPerspective = useMemo(
    () => (perspective: string | readonly string[]) => {
      const wanted = perspectiveText(perspective);
      if (wanted === source.perspective) return;
      const address = new URL(window.location.href);
      address.searchParams.set(PERSPECTIVE_PARAMETER, wanted);
      window.location.replace(address);
    },
    [source.perspective],
  );
  useLiveMode({ client, onConnect, onDisconnect, onPerspective });
  useEffect(() => () => onConnectedChange(false), [onConnectedChange]);
  return null;
}
