import { PageHeader, type PageHeaderProps } from "../components/page-header";
import { SanityImage, type ImageData } from "../components/sanity-image";

interface DocumentHeaderProps extends Omit<PageHeaderProps, "aside"> {
  /** The document's graphic, beside the title; nothing stands there when it has none. */
  graphic: ImageData | null | undefined;
}

/**
 * A page, persona or service document's header. Its graphic is above the fold, so it loads first,
 * and decorative: the heading beside it says what the page is.
 */
export function DocumentHeader({ graphic, ...header }: DocumentHeaderProps) {
  return <PageHeader {...header} aside={graphic?.url ? <SanityImage image={graphic} priority decorative /> : undefined} />;
}
