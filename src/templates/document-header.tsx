import { PageHeader, type PageHeaderProps } from "../components/page-header";
import { SanityImage, type ImageData } from "../components/sanity-image";
import { LAYOUTS } from "../lib/image/layouts";

interface DocumentHeaderProps extends Omit<PageHeaderProps, "aside" | "asideKind"> {
  /** The document's graphic, beside the title; nothing stands there when it has none. */
  graphic: ImageData | null | undefined;
  /** A service's or page's graphic is an icon; a persona page's is an illustration. */
  graphicKind?: "icon" | "illustration";
}

/**
 * A page, persona or service document's header. Its graphic is above the fold, so it loads first,
 * and decorative: the heading beside it says what the page is.
 */
export function DocumentHeader({ graphic, graphicKind = "icon", ...header }: DocumentHeaderProps) {
  return (
    <PageHeader
      {...header}
      asideKind={graphicKind}
      aside={
        graphic?.url ? (
          <SanityImage
            image={graphic}
            layout={graphicKind === "icon" ? LAYOUTS.headerIcon : LAYOUTS.headerIllustration}
            priority
            decorative
          />
        ) : undefined
      }
    />
  );
}
