import { Link } from "react-router";
import { SanityImage } from "../../components/sanity-image";
import { LAYOUTS } from "../../lib/image/layouts";
import { Section } from "../../components/section";
import { formatLongDate } from "../../lib/uk-date";
import type { BlockProps } from "../types";
import { categoryAnchor, groupByCategory } from "./group-by-category";

type Article = NonNullable<BlockProps<"articleList">["block"]["articles"]>[number];

function ArticleCard({ article }: { article: Article }) {
  return (
    <li className="article-card">
      <SanityImage image={article.thumbnail} layout={LAYOUTS.articleCard} className="article-card__image" decorative />
      <div className="article-card__body">
        <p className="article-card__meta">
          <span>{article.category}</span>
          {article.publishedAt ? <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> : null}
        </p>
        <h4 className="article-card__title">
          <Link to={`/blog/${article.slug}`}>{article.title}</Link>
        </h4>
        {article.excerpt ? <p className="article-card__excerpt">{article.excerpt}</p> : null}
      </div>
    </li>
  );
}

/** The blog (product.md §2): articles by category, newest first in each, with links to jump between categories. */
export function ArticleListBlock({ block }: BlockProps<"articleList">) {
  const groups = groupByCategory(block.articles);
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
    </Section>
  );
}
