import type { StegaConfig } from "@sanity/client";

/**
 * Fields of this site's schema that are read as data, not shown as words: an encoded value would
 * break what compares, parses or measures it. The client already leaves out of encoding slugs,
 * `path`, `href`, `url`, `link`, `email`, `seo` (titles and descriptions for the head), system
 * fields (`_type`, `_key`, ids), dates and addresses; these are ours besides:
 * - `anchor`: a section's `id` and the `#fragment` links point to;
 * - `kind` (a turnaround's wording), `category` (an article's), `style`, `listItem`: values from a
 *   fixed list that the site switches on;
 * - `alt`: an attribute, which the overlay cannot mark and screen readers read aloud;
 * - `phone`, `telephone`: dialled through a `tel:` address.
 * The site still cleans every such place it writes (stegaClean), so a field missed here costs an
 * overlay, never a broken page: the worst-case scan test encodes every string and checks that.
 */
const NEVER_ENCODED = new Set(["anchor", "kind", "category", "style", "listItem", "alt", "phone", "telephone"]);

export const stegaFilter: NonNullable<StegaConfig["filter"]> = (props) => {
  const field = props.sourcePath.at(-1);
  if (typeof field === "string" && NEVER_ENCODED.has(field)) return false;
  return props.filterDefault(props);
};
