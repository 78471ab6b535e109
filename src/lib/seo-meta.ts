import type { MetaDescriptor } from "react-router";
import { shareImage, type ImageData } from "./image/image-sources";

type ShareImage = Partial<ImageData>;

export interface PageSeo {
  metaTitle?: string | null;
  metaDescription?: string | null;
  noIndex?: boolean | null;
  shareImage?: ShareImage | null;
}

interface MetaInput {
  seo: PageSeo | null | undefined;
  fallbackTitle: string;
  path: string;
  siteName: string | null | undefined;
  siteUrl: string | null | undefined;
  /** Open Graph type: "article" for blog posts, otherwise "website". */
  type?: "website" | "article";
  /** The site's default link-preview card, for pages without their own share image. */
  defaultShareImage?: ShareImage | null;
}

/** Title, description, canonical, robots and link-preview tags for a page, from its CMS fields. */
export function buildPageMeta({
  seo,
  fallbackTitle,
  path,
  siteName,
  siteUrl,
  type = "website",
  defaultShareImage,
}: MetaInput): MetaDescriptor[] {
  const title = seo?.metaTitle || fallbackTitle;
  const fullTitle = siteName && title !== siteName ? `${title} | ${siteName}` : title;
  const canonical = siteUrl ? new URL(path, siteUrl).href : undefined;
  const meta: MetaDescriptor[] = [{ title: fullTitle }];
  if (seo?.metaDescription) meta.push({ name: "description", content: seo.metaDescription });
  if (canonical) meta.push({ tagName: "link", rel: "canonical", href: canonical });
  if (seo?.noIndex) meta.push({ name: "robots", content: "noindex" });
  meta.push(
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:title", content: title },
  );
  // Social sites need an absolute address; without a site URL there is no preview image.
  const image = seo?.shareImage?.url ? seo.shareImage : defaultShareImage;
  // Cut to 1200 × 630 around the editor's crop and hotspot, as social sites show it.
  const preview = image?.url
    ? shareImage({ ...image, url: image.url, width: image.width ?? null, height: image.height ?? null })
    : undefined;
  const imageUrl = preview && siteUrl ? new URL(preview.url, siteUrl).href : undefined;
  if (imageUrl) {
    meta.push(
      { name: "twitter:card", content: "summary_large_image" },
      { property: "og:image", content: imageUrl },
      { name: "twitter:image", content: imageUrl },
      { property: "og:image:alt", content: image?.alt || title },
      { name: "twitter:image:alt", content: image?.alt || title },
    );
    if (preview?.width && preview.height) {
      meta.push(
        { property: "og:image:width", content: String(preview.width) },
        { property: "og:image:height", content: String(preview.height) },
      );
    }
  } else {
    meta.push({ name: "twitter:card", content: "summary" });
  }
  if (siteName) meta.push({ property: "og:site_name", content: siteName });
  if (canonical) meta.push({ property: "og:url", content: canonical });
  if (seo?.metaDescription) {
    meta.push(
      { property: "og:description", content: seo.metaDescription },
      { name: "twitter:description", content: seo.metaDescription },
    );
  }
  return meta;
}
