import { fetch } from "../content/fetch.server";
import { ARTICLE_BY_SLUG_QUERY, PAGE_BY_PATH_QUERY } from "../content/queries";
import { listRoutablePaths } from "../content/routable-paths";

/**
 * Every page and article the site builds, with the document its route loader reads (team anchors
 * have none; nor do the blog's month pages, made from their articles: blog-archive.test.tsx).
 */
export async function everyPageDocument() {
  const pages = [];
  for (const entry of await listRoutablePaths()) {
    if (entry.kind === "teamMember" || entry.kind === "archiveMonth") continue;
    const document =
      entry.kind === "article"
        ? await fetch(ARTICLE_BY_SLUG_QUERY, { slug: entry.path.replace("/blog/", "") })
        : await fetch(PAGE_BY_PATH_QUERY, { path: entry.path });
    pages.push({ path: entry.path, kind: entry.kind, document });
  }
  return pages;
}
