import type { BlockOf } from "../types";

export const articleListFixture: BlockOf<"articleList"> = {
  _key: "articles-fixture",
  _type: "articleList",
  title: "Latest articles",
  articles: [
    { _id: "a1", title: "How long does SEO take?", category: "SEO", publishedAt: "2025-04-03", excerpt: "What to expect month by month.", slug: "how-long-does-seo-take", thumbnail: null },
  ],
};
