export interface ImageData {
  url: string | null;
  alt?: string | null;
  width: number | null;
  height: number | null;
}

interface SanityImageProps {
  image: ImageData | null | undefined;
  className?: string;
  /** Above-the-fold images load eagerly; everything else waits until it is near the viewport. */
  priority?: boolean;
  /** Decorative images carry empty alt text whatever the document says. */
  decorative?: boolean;
}

/** An image with its intrinsic size, so the browser reserves its space before it loads. */
export function SanityImage({ image, className, priority = false, decorative = false }: SanityImageProps) {
  if (!image?.url) return null;
  return (
    <img
      className={className}
      src={image.url}
      alt={decorative ? "" : (image.alt ?? "")}
      width={image.width || undefined}
      height={image.height || undefined}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
