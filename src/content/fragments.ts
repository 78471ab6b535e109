/**
 * GROQ projections shared by every query. Each is defined once here and interpolated, so Sanity
 * TypeGen resolves them and every query's result type stays exact.
 */

/** An image with its served address and intrinsic size (size prevents layout shift). */
export const imageFragment = /* groq */ `{
  alt,
  caption,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`;

/** Portable Text with inline claims and turnarounds resolved to their current values. */
export const richTextFragment = /* groq */ `{
  ...,
  children[]{
    ...,
    _type == "claimReference" => { "wording": claim->wording },
    _type == "turnaroundReference" => {
      "days": select(
        show == "fromDays" => coalesce(service->sameTurnaroundAs->turnaround.fromDays, service->turnaround.fromDays),
        coalesce(service->sameTurnaroundAs->turnaround.days, service->turnaround.days)
      )
    }
  }
}`;

/** Portable Text that may also hold images (article bodies). */
export const articleBodyFragment = /* groq */ `{
  ...,
  _type == "block" => {
    children[]{
      ...,
      _type == "claimReference" => { "wording": claim->wording },
    _type == "turnaroundReference" => {
      "days": select(
        show == "fromDays" => coalesce(service->sameTurnaroundAs->turnaround.fromDays, service->turnaround.fromDays),
        coalesce(service->sameTurnaroundAs->turnaround.days, service->turnaround.days)
      )
    }
    }
  },
  _type == "figure" => ${imageFragment}
}`;

export const seoFragment = /* groq */ `{
  metaTitle,
  metaDescription,
  noIndex,
  "shareImage": shareImage${imageFragment}
}`;
