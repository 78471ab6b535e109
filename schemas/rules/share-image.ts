/**
 * Link previews (Open Graph, X/Twitter) do not show SVG: a share image must be PNG or JPG.
 * Sanity names image assets `image-<hash>-<w>x<h>-<format>`, so the format is in the reference.
 */
export function shareImageProblem(value: { asset?: { _ref?: string } } | undefined): string | true {
  const ref = value?.asset?._ref;
  if (!ref) return true;
  const format = /-(\w+)$/.exec(ref)?.[1]?.toLowerCase();
  return format === "png" || format === "jpg" || format === "jpeg"
    ? true
    : "Link previews need a PNG or JPG image (1200 × 630); SVG is not shown by social sites.";
}
