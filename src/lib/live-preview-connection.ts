import { useSyncExternalStore } from "react";

/**
 * Drafts preview only: whether the studio's loaders are connected in live mode (decision 0049),
 * told by the live mode (content) and read by the refresh after saved edits (components), which
 * stands down while they are: one small store both layers may reach.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLivePreviewConnected(next: boolean): void {
  if (next === connected) return;
  connected = next;
  for (const listener of listeners) listener();
}

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
