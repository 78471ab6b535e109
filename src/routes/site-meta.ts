import { stegaClean } from "@sanity/client/stega";
import type { MetaDescriptor } from "react-router";
import { buildPageMeta, type PageSeo } from "../lib/seo-meta";
import type { loader as rootLoader } from "../root";

/** What the root loader returns, as its own type says (meta functions see it untyped). */
type RootData = Awaited<ReturnType<typeof rootLoader>>;

interface MetaMatch {
  id: string;
  data?: unknown;
}

/** Page meta for a route, with the site's name and address taken from the root loader's data. */
export function routeMeta(
  matches: readonly (MetaMatch | undefined)[],
  page: { seo: PageSeo | null | undefined; title: string; path: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const settings = root?.chrome?.settings;
  return buildPageMeta({
    seo: page.seo,
    fallbackTitle: page.title,
    path: page.path,
    siteName: settings?.siteName,
    siteUrl: settings?.siteUrl,
    type: page.type,
    defaultShareImage: settings?.shareImage,
  });
}

/**
 * Page meta for a content document's route (a page, service, persona or article), as routeMeta
 * writes it, with the document's title made plain in the drafts preview: stega encodes it there for
 * the overlays, and a browser tab or a share card must not carry the encoding.
 */
export function contentMeta(
  matches: readonly (MetaMatch | undefined)[],
  document: { seo: PageSeo | null | undefined; title?: string | null },
  where: { path: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const title = import.meta.env.DRAFTS_PREVIEW === "true" ? stegaClean(document.title) : document.title;
  return routeMeta(matches, { seo: document.seo, title: title ?? "", ...where });
}
