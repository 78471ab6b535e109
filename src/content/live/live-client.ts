import { createClient, type InitializedStegaConfig, type SanityClient } from "@sanity/client";
import { SANITY_API_VERSION } from "../api-version";
import { stegaFilter } from "../stega/stega-filter";
import type { LiveSource } from "./live-query";

/**
 * How the studio's answers have their visible strings encoded for click-to-edit: exactly as the
 * preview server's client encodes its own (same studio, same filter), so a live result renders as
 * the server's did (`encodeLiveAnswer`).
 */
export const LIVE_STEGA: InitializedStegaConfig = {
  enabled: true,
  studioUrl: import.meta.env.DRAFTS_PREVIEW_STUDIO_URL || "/",
  filter: stegaFilter,
};

/**
 * Drafts preview only: the client Sanity's loaders need in live mode. It never fetches (the studio
 * runs each query and hands the frame its result); it names the project and dataset the studio's
 * answers must be for. It leaves the answers as sent: `LiveResult` encodes them, only the parts
 * that changed (the loaders would encode every string of every answer, for each keystroke).
 */
export function createLiveClient(source: LiveSource): SanityClient {
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    // The perspective the page was rendered in, until the studio says which it shows: the loaders
    // ask for their first answers in it.
    perspective: source.perspective.includes(",")
      ? source.perspective.split(",")
      : (source.perspective as "drafts" | "published"),
    stega: { enabled: false },
  });
}
