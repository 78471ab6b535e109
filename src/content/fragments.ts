/**
 * GROQ projections shared by every query. Each is defined once here and interpolated, so Sanity
 * TypeGen resolves them and every query's result type stays exact.
 */

/**
 * An image with its served address and intrinsic size (size prevents layout shift), the editor's
 * crop and hotspot (every frame is cut around them), and what shows while it loads (Sanity's
 * placeholder and dominant colour; the embedded dataset's are computed at build, decision 0052).
 */
export const imageFragment = /* groq */ `{
  alt,
  decorative,
  caption,
  crop,
  hotspot,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "lqip": asset->metadata.lqip,
  "dominant": asset->metadata.palette.dominant.background
}` as const;

/** A price in both currencies. */
export const moneyFragment = /* groq */ `{ gbp, usd }` as const;

/**
 * The turnaround a service keeps, or that of the service it follows (`sameTurnaroundAs`): one
 * lookup for every days figure on the site. `service` is the path to the service document:
 * "" inside it, "^." from one of its blocks, "service->" from a reference.
 */
export const turnaroundOf = <const Service extends string>(service: Service) =>
  // `as const` keeps the literal type, so typed queries still match their generated result types.
  /* groq */ `coalesce(${service}sameTurnaroundAs->turnaround, ${service}turnaround)` as const;

/**
 * The service whose `turnaround` field holds the days `turnaroundOf` reads: the service itself, or
 * the one it follows (whose field is the one an editor can change; a follower's is hidden).
 */
export const turnaroundServiceOf = <const Service extends string>(service: Service) =>
  // The same choice as turnaroundOf: the followed service only when it has a turnaround to give.
  /* groq */ `select(defined(${service}sameTurnaroundAs->turnaround) => ${service}sameTurnaroundAs._ref, ${service}_id)` as const;

/** Inline claims and turnarounds in a text block, resolved to their current values. */
const inlineReferencesFragment = /* groq */ `children[]{
  ...,
  _type == "claimReference" => { "wording": claim->wording },
  _type == "turnaroundReference" => {
    "days": select(show == "fromDays" => ${turnaroundOf("service->")}.fromDays, ${turnaroundOf("service->")}.days),
    "turnaroundServiceId": ${turnaroundServiceOf("service->")}
  }
}` as const;

/** Portable Text with inline claims and turnarounds resolved to their current values. */
export const richTextFragment = /* groq */ `{
  ...,
  ${inlineReferencesFragment}
}` as const;

/** Portable Text that may also hold images (article bodies). */
export const articleBodyFragment = /* groq */ `{
  ...,
  _type == "block" => { ${inlineReferencesFragment} },
  _type == "figure" => ${imageFragment}
}` as const;

export const seoFragment = /* groq */ `{
  metaTitle,
  metaDescription,
  noIndex,
  "shareImage": shareImage${imageFragment}
}` as const;
