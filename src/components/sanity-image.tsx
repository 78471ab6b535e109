import type { CSSProperties } from "react";
import { imageSources, type ImageData, type ImageLayout } from "../lib/image/image-sources";
import { reportImageProblem } from "../lib/image/image-problems";

export type { ImageData };

interface SanityImageProps {
  image: ImageData | null | undefined;
  /** How the block draws it: the frame's shape and its width on each screen (decides the files offered). */
  layout: ImageLayout;
  className?: string;
  /** The first screen's picture: fetched at once and first, with a placeholder while it comes. */
  priority?: boolean;
  /** Decorative images carry empty alt text whatever the document says. */
  decorative?: boolean;
}

/**
 * Every picture on the site. A photo is offered at the widths its block draws it (`srcset` and
 * `sizes` from `layout`), cut around the editor's crop and hotspot, in WebP with the original's
 * format for browsers without it (the Content Lake chooses AVIF or WebP itself); an SVG is drawn as
 * it is. It always has a width and height, so the browser keeps its space before it loads.
 */
export function SanityImage({ image, layout, className, priority = false, decorative = false }: SanityImageProps) {
  if (!image) return null;
  const sources = imageSources(image, layout);
  if (!sources) {
    reportImageProblem(`an image${image.alt ? ` ("${image.alt}")` : ""} has no file, so it is left out`);
    return null;
  }
  const common = {
    className,
    alt: decorative || image.decorative ? "" : (image.alt ?? ""),
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    fetchPriority: priority ? ("high" as const) : undefined,
  };
  if (sources.kind === "as-is") {
    if (sources.problem) reportImageProblem(sources.problem);
    return <img {...common} src={sources.src} width={sources.width} height={sources.height} />;
  }
  const img = (
    <img
      {...common}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={sources.width}
      height={sources.height}
      style={priority ? placeholder(sources.lqip, sources.dominant) : undefined}
    />
  );
  if (!sources.webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}

/**
 * What a large first-screen picture shows until it arrives: its blurred miniature over its main
 * colour, drawn behind the picture (an opaque photo covers it once loaded).
 */
function placeholder(lqip: string | undefined, dominant: string | undefined): CSSProperties | undefined {
  if (!lqip && !dominant) return undefined;
  return {
    backgroundColor: dominant,
    backgroundImage: lqip ? `url("${lqip}")` : undefined,
    backgroundSize: "cover",
  };
}
