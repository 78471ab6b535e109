import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  metaTitle?: string | null;
  metaDescription?: string | null;
  noIndex?: boolean | null;
}

interface MetaInput {
  seo: PageSeo | null | undefined;
  fallbackTitle: string;
  path: string;
  siteName: string | null | undefined;
  siteUrl: string | null | undefined;
  /** Open Graph type: "article" for blog posts, otherwise "website". */
  type?: "website" | "article";
}

/** Title, description, canonical, robots and link-preview tags for a page, from its CMS fields. */
export function buildPageMeta({ seo, fallbackTitle, path, siteName, siteUrl, type = "website" }: MetaInput): MetaDescriptor[] {
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
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
  );
  if (siteName) meta.push({ property: "og:site_name", content: siteName });
  if (canonical) meta.push({ property: "og:url", content: canonical });
  if (seo?.metaDescription) {
    meta.push({ property: "og:description", content: seo.metaDescription }, { name: "twitter:description", content: seo.metaDescription });
  }
  return meta;
}
