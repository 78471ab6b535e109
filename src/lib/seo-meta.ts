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
}

/** Title, description, canonical and robots for a page, from its CMS fields. */
export function buildPageMeta({ seo, fallbackTitle, path, siteName, siteUrl }: MetaInput): MetaDescriptor[] {
  const title = seo?.metaTitle || fallbackTitle;
  const fullTitle = siteName && title !== siteName ? `${title} | ${siteName}` : title;
  const meta: MetaDescriptor[] = [{ title: fullTitle }];
  if (seo?.metaDescription) meta.push({ name: "description", content: seo.metaDescription });
  if (siteUrl) meta.push({ tagName: "link", rel: "canonical", href: new URL(path, siteUrl).href });
  if (seo?.noIndex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
