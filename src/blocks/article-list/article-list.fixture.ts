import type { ARTICLE_CATEGORIES } from "../../content/article-categories";
import type { BlockOf } from "../types";

const article = (id: string, title: string, category: (typeof ARTICLE_CATEGORIES)[number] | null, publishedAt: string) => ({
  _id: id,
  title,
  category,
  publishedAt,
  excerpt: null,
  slug: id,
  thumbnail: null,
});

const articles = [
  {
    ...article("how-long-does-seo-take", "How long does SEO take?", "SEO", "2025-04-03"),
    excerpt: "What to expect month by month.",
  },
  article("reviews-matter", "Why reviews matter", "Reputation Management", "2025-03-01"),
  article("guest-posts", "Guest posts that get approved", "Blogger Outreach", "2025-02-10"),
  article("keyword-difficulty", "Keyword difficulty explained", "SEO", "2024-12-01"),
];

/** As the loader leaves it: the newest months' articles newest first, and every month of the archive. */
export const articleListFixture: BlockOf<"articleList"> & { listing: NonNullable<BlockOf<"articleList">["listing"]> } = {
  _key: "articles-fixture",
  _type: "articleList",
  title: "Latest articles",
  newestAtLeast: 4,
  listing: {
    articles,
    months: [
      { month: "2025-04", count: 1 },
      { month: "2025-03", count: 1 },
      { month: "2025-02", count: 1 },
      { month: "2024-12", count: 1 },
      { month: "2024-11", count: 3 },
    ],
  },
};
