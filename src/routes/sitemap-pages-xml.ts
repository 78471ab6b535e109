import { fetch } from "../content/fetch.server";
import { SITEMAP_PAGES_QUERY } from "../content/queries";
import { siteUrl } from "../content/site-url";
import { siteAddress, urlSetResponse } from "../lib/addresses/sitemap-xml";

/** /sitemaps/pages.xml: every indexable page, service and persona page, with the date it last changed. Prerendered. */
export async function loader() {
  const [base, pages] = await Promise.all([siteUrl(), fetch(SITEMAP_PAGES_QUERY)]);
  return urlSetResponse(
    pages.flatMap((page) =>
      page.path && !page.noIndex ? [{ location: siteAddress(base, page.path), updatedAt: page._updatedAt }] : [],
    ),
  );
}
