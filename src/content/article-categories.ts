/** Blog categories (product.md §3), in the order the blog lists them. Shared by the schema and the site. */
export const ARTICLE_CATEGORIES = ["Blogger Outreach", "SEO", "Link Building", "Reputation Management"] as const;
