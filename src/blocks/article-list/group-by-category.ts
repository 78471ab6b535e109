import { ARTICLE_CATEGORIES } from "../../content/article-categories";

/**
 * Articles grouped by category in the blog's category order (any category not in that list
 * follows, so nothing is lost), keeping each group's incoming order (newest first).
 */
export function groupByCategory<Article extends { category: string | null }>(articles: readonly Article[]) {
  const groups = new Map<string, Article[]>();
  for (const category of ARTICLE_CATEGORIES) groups.set(category, []);
  for (const article of articles) {
    const category = article.category ?? "Other";
    groups.set(category, [...(groups.get(category) ?? []), article]);
  }
  return [...groups].filter(([, list]) => list.length).map(([category, list]) => ({ category, articles: list }));
}

export const categoryAnchor = (category: string) => `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
