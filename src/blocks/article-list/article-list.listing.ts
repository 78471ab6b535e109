import type { ArchiveMonth } from "../../content/article-months";
import type { ARTICLES_OF_MONTH_QUERY_RESULT } from "../../content/generated/sanity.types";

export type ListedArticle = ARTICLES_OF_MONTH_QUERY_RESULT[number];

/** What an article list shows beyond its own fields, read by the page's loader. */
export interface ArticleListing {
  /** The newest whole months' articles, newest first. */
  articles: ListedArticle[];
  /** Every month an article was published in, newest first, with its count. */
  months: ArchiveMonth[];
}
