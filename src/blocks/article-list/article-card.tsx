import { Link } from "react-router";
import { SanityImage } from "../../components/sanity-image";
import { LAYOUTS } from "../../lib/image/layouts";
import { formatLongDate } from "../../lib/format/uk-date";
import type { ListedArticle } from "./article-list.listing";

/** One article in a list: thumbnail, category, date, title linking to it, excerpt. */
export function ArticleCard({ article }: { article: ListedArticle }) {
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
