import { stegaClean } from "@sanity/client/stega";

/**
 * Content text placed where the preview's stega encoding must not go (an `aria-label` read aloud,
 * say), cleaned. Call it only behind the flag tested in place,
 * `import.meta.env.DRAFTS_PREVIEW === "true" ? plainText(text) : text`: a production build then
 * keeps the bare `text`, as if this helper did not exist, and neither it nor the cleaner is bundled.
 */
export function plainText<Text extends string | null | undefined>(text: Text): Text {
  return import.meta.env.DRAFTS_PREVIEW === "true" ? (stegaClean(text) as Text) : text;
}
