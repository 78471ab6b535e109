import { defineQuery } from "groq";

/**
 * The publishing date of every published article, in dataset order: what the blog's list of months
 * is made from. A publish answers it from the documents' summaries without reading any article
 * (scripts/build/lazy-dataset.ts), so the blog and the sitemap page cost what they show, not the
 * number of articles (decision 0055).
 */
export const ARTICLE_DATES_QUERY = defineQuery(`*[_type == "article" && !(_id in path("drafts.**"))].publishedAt`);
