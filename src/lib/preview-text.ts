import { stegaClean } from "@sanity/client/stega";

/**
 * Content text placed where the preview's stega encoding must not go (an `aria-label` read aloud,
 * say): cleaned in the drafts preview; everywhere else, where nothing is encoded, passed through
 * untouched, and the cleaner is not in the bundle.
 */
export function plainText<Text extends string | null | undefined>(text: Text): Text {
  return import.meta.env.DRAFTS_PREVIEW === "true" ? (stegaClean(text) as Text) : text;
}
