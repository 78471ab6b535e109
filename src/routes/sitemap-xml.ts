import { countByMonth, monthSitemapPath } from "../content/article-months";
import { fetch } from "../content/fetch.server";
import { siteUrl } from "../content/site-url";
import { ARTICLE_DATES_QUERY } from "../content/sources/article-dates-query";
import { siteAddress, sitemapIndexResponse } from "../lib/addresses/sitemap-xml";

/**
 * /sitemap.xml: the sitemap index, naming the pages' file and one file per month of articles.
 * It reads only the articles' dates, so a publish writes it again only when a month is added or
 * emptied, and each month's file only when that month changes. Prerendered.
 */
export async function loader() {
  const [base, dates] = await Promise.all([siteUrl(), fetch(ARTICLE_DATES_QUERY)]);
  const files = ["/sitemaps/pages.xml", ...countByMonth(dates).map(({ month }) => monthSitemapPath(month))];
  return sitemapIndexResponse(files.map((path) => ({ location: siteAddress(base, path) })));
}
