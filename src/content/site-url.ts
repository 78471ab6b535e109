import { stegaClean } from "@sanity/client/stega";
import { fetch } from "./fetch.server";

/** Exported so the query-index tests run it with the site's other queries. */
export const SITE_URL_QUERY = /* groq */ `*[_id == "siteSettings"][0].siteUrl`;

/** The live site's address from site settings, without a trailing slash. */
export async function siteUrl(): Promise<string> {
  const url = stegaClean(await fetch(SITE_URL_QUERY)) as string | null;
  if (!url) throw new Error("Site settings have no site address (siteUrl); sitemap.xml and robots.txt need it.");
  return url.replace(/\/+$/, "");
}
