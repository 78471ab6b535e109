import { Link } from "react-router";
import { SanityImage } from "../../components/sanity-image";
import { Section } from "../../components/section";
import { formatLongDate } from "../../lib/uk-date";
import type { BlockProps } from "../types";
import "./article-list.css";

export function ArticleListBlock({ block }: BlockProps<"articleList">) {
  return (
    <Section title={block.title} className="article-list">
      <ul className="article-list__grid">
        {block.articles?.map((article) => (
          <li key={article._id} className="article-card">
            <SanityImage image={article.thumbnail} className="article-card__image" decorative />
            <div className="article-card__body">
              <p className="article-card__meta">
                <span>{article.category}</span>
                {article.publishedAt ? <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> : null}
              </p>
              <h3 className="article-card__title">
                <Link to={`/blog/${article.slug}`}>{article.title}</Link>
              </h3>
              {article.excerpt ? <p className="article-card__excerpt">{article.excerpt}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
