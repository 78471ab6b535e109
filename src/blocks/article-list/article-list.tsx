import { Section } from "../../components/section";
import type { BlockProps } from "../types";
import { ArchiveMonths } from "./archive-months";
import { ArticleCard } from "./article-card";
import { categoryAnchor, groupByCategory } from "./group-by-category";

/**
 * The blog's front page: the newest whole months' articles by category, newest first in each, with
 * links to jump between categories, then every month in the archive.
 */
export function ArticleListBlock({ block }: BlockProps<"articleList">) {
  // A drafts preview's live answer holds only the block's own fields until the loader has run.
  const listing = block.listing ?? { articles: [], months: [] };
  const groups = groupByCategory(listing.articles);
  return (
    <Section title={block.title} className="article-list">
      {groups.length > 1 ? (
        <nav className="article-list__categories" aria-label="Blog categories">
          <ul>
            {groups.map(({ category, articles }) => (
              <li key={category}>
                <a href={`#${categoryAnchor(category)}`}>
                  {category} <span className="article-list__count">({articles.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(({ category, articles }) => (
        <section
          key={category}
          id={categoryAnchor(category)}
          className="article-list__category"
          aria-labelledby={`${categoryAnchor(category)}-heading`}
        >
          <h3 id={`${categoryAnchor(category)}-heading`} className="article-list__heading">
            {category}
          </h3>
          <ul className="article-list__grid">
            {articles.map((article) => (
              <ArticleCard key={article._id} article={article} />
            ))}
          </ul>
        </section>
      ))}
      {listing.months.length > 0 ? <ArchiveMonths months={listing.months} headingLevel="h3" /> : null}
    </Section>
  );
}
