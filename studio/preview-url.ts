/**
 * Where "Open preview" goes. Each variable is read by its full name because the studio build
 * replaces `process.env.SANITY_STUDIO_…` text at build time; it cannot look them up dynamically.
 * - SANITY_STUDIO_PREVIEW_URL: the drafts preview server (`npm run preview:drafts`, e.g.
 *   http://localhost:4174), so editors see their unpublished changes;
 * - otherwise SANITY_STUDIO_SITE_URL: the live site (published content only);
 * - otherwise a local `npm run start`.
 */
const PREVIEW_BASE_URL = chooseBaseUrl({
  previewUrl: process.env.SANITY_STUDIO_PREVIEW_URL,
  siteUrl: process.env.SANITY_STUDIO_SITE_URL,
});

/** The drafts preview wins over the live site; trailing slashes are dropped so paths join cleanly. */
export function chooseBaseUrl({ previewUrl, siteUrl }: { previewUrl?: string; siteUrl?: string }): string {
  return (previewUrl?.trim() || siteUrl?.trim() || "http://localhost:4173").replace(/\/+$/, "");
}

interface PreviewableDocument {
  _type: string;
  path?: { current?: string };
  slug?: { current?: string };
}

/** The page a document is shown on, or undefined for documents without a page of their own. */
export function documentUrl(document: PreviewableDocument, baseUrl: string = PREVIEW_BASE_URL): string | undefined {
  if (["page", "service", "personaPage"].includes(document._type) && document.path?.current)
    return `${baseUrl}${document.path.current}`;
  if (document._type === "article" && document.slug?.current) return `${baseUrl}/blog/${document.slug.current}`;
  if (document._type === "teamMember" && document.slug?.current) return `${baseUrl}/about-us/${document.slug.current}`;
  return undefined;
}

/**
 * What the Presentation tool shows beside the form: the drafts preview server
 * (SANITY_STUDIO_PREVIEW_URL; `npm run preview:drafts` listens on http://localhost:4174 by default).
 * Never the live site: it has no drafts, and its `frame-ancestors 'none'` refuses the frame.
 */
export const PRESENTATION_PREVIEW_URL = (process.env.SANITY_STUDIO_PREVIEW_URL?.trim() || "http://localhost:4174").replace(
  /\/+$/,
  "",
);
