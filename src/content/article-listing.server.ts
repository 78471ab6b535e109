import { countByMonth, NEWEST_AT_LEAST_UNSET, newestMonthsHolding } from "./article-months";
import { fetch } from "./fetch.server";
import { ARTICLES_OF_MONTH_QUERY } from "./queries";
import { ARTICLE_DATES_QUERY } from "./sources/article-dates-query";
import { plainDataFields } from "./stega/plain-data-fields";
import type { PageBlock } from "../blocks/types";
import type { ArticleListing, ListedArticle } from "../blocks/article-list/article-list.listing";

/** One month's published articles, newest first: a read that depends on that month's articles only. */
export async function readArticlesOfMonth(month: string): Promise<ListedArticle[]> {
  return plainDataFields(await fetch(ARTICLES_OF_MONTH_QUERY, { month }));
}

/**
 * What an article list shows: every month with its count (from every article's date alone, which a
 * publish reads without parsing any article), and the articles of the newest whole months that
 * hold at least `newestAtLeast`, read a month at a time.
 */
export async function readArticleListing(newestAtLeast: number): Promise<ArticleListing> {
  const months = countByMonth(await fetch(ARTICLE_DATES_QUERY));
  const shown = newestMonthsHolding(months, newestAtLeast);
  const articles = (await Promise.all(shown.map(({ month }) => readArticlesOfMonth(month)))).flat();
  return { articles, months };
}

/** A page's blocks with each article list's listing read (the page query holds only the block's own fields). */
export async function withArticleListings(blocks: PageBlock[]): Promise<PageBlock[]> {
  return Promise.all(
    blocks.map(async (block) =>
      block._type === "articleList"
        ? { ...block, listing: await readArticleListing(block.newestAtLeast ?? NEWEST_AT_LEAST_UNSET) }
        : block,
    ),
  );
}
