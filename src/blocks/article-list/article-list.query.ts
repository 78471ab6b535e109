/**
 * Only the block's own fields: the articles it shows are read by the page's loader, a month at a
 * time (content/article-listing.server.ts), so the blog's front page costs what it shows.
 */
export const articleListProjection = /* groq */ `_type == "articleList" => {
  title,
  newestAtLeast
}` as const;
