import { createClient, type SanityClient } from "@sanity/client";
import { SANITY_API_VERSION } from "../api-version";
import { stegaFilter } from "../stega/stega-filter";
import type { LiveSource } from "./live-query";

/**
 * Drafts preview only: the client Sanity's loaders need in live mode. It never fetches (the studio
 * runs each query and hands the frame its result); it names the project and dataset the studio's
 * answers must be for, and encodes those answers' visible strings for click-to-edit exactly as the
 * preview server's client does (same studio, same filter), so a live result renders as the server's
 * did.
 */
export function createLiveClient(source: LiveSource): SanityClient {
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: "drafts",
    stega: { enabled: true, studioUrl: import.meta.env.DRAFTS_PREVIEW_STUDIO_URL || "/", filter: stegaFilter },
  });
}

/** A perspective as the studio sends it (a name or a release stack), in the address's form. */
export function perspectiveText(perspective: string | readonly string[]): string {
  if (typeof perspective !== "string") return perspective.join(",");
  return perspective === "previewDrafts" ? "drafts" : perspective;
}
