import { isDraftsPreview, readContentSourceConfig } from "../config.server";
import { currentPreviewPerspective, formatPreviewPerspective } from "../preview/preview-perspective.server";
import type { LiveQuery, LiveQueryKind, LiveSource } from "./live-query";

/**
 * Loader data naming the query a loader read its page from, for the drafts preview's frame to
 * follow as the editor types (decision 0049). Empty in every build: published pages carry none
 * of it, not even the key.
 */
export function liveQueryInPreview(kind: LiveQueryKind, query: string, params: Record<string, string>): { live?: LiveQuery } {
  return isDraftsPreview() ? { live: { kind, query, params } } : {};
}

/** Root loader data naming the Content Lake the preview reads (the one the studio edits); empty outside the preview. */
export function liveSourceInPreview(): { liveSource?: LiveSource } {
  if (!isDraftsPreview()) return {};
  const config = readContentSourceConfig();
  return config.kind === "sanity"
    ? {
        liveSource: {
          projectId: config.projectId,
          dataset: config.dataset,
          perspective: formatPreviewPerspective(currentPreviewPerspective() ?? "drafts"),
        },
      }
    : {};
}
