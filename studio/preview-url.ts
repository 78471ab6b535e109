/** Where the site is for editors: the live site, or a local preview while developing. */
const SITE_URL = (process.env.SANITY_STUDIO_SITE_URL || "http://localhost:4173").replace(/\/+$/, "");

interface PreviewableDocument {
  _type: string;
  path?: { current?: string };
  slug?: { current?: string };
}

/** The page a document is shown on, or undefined for documents without a page of their own. */
export function documentUrl(document: PreviewableDocument): string | undefined {
  if (["page", "service", "personaPage"].includes(document._type) && document.path?.current) return `${SITE_URL}${document.path.current}`;
  if (document._type === "article" && document.slug?.current) return `${SITE_URL}/blog/${document.slug.current}`;
  if (document._type === "teamMember" && document.slug?.current) return `${SITE_URL}/about-us/${document.slug.current}`;
  return undefined;
}
