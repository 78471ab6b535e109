import { Link } from "react-router";
import type { ARTICLE_BY_SLUG_QUERY_RESULT } from "../content/generated/sanity.types";
import { RichText } from "../components/rich-text";
import { formatLongDate } from "../lib/format/uk-date";
import "./article-template.css";

type Article = NonNullable<ARTICLE_BY_SLUG_QUERY_RESULT>;

export function ArticleTemplate({ article }: { article: Article }) {
  return (
    <article className="article">
      <header className="page-header">
        <div className="container">
          <p className="article__breadcrumb">
            <Link to="/blog">Blog</Link> <span aria-hidden="true">›</span> <span>{article.category}</span>
          </p>
          <h1 className="page-header__title">{article.title}</h1>
          <p className="article__meta">
            {article.publishedAt ? <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> : null}
            {article.author ? <span>{` · ${article.author.firstName} ${article.author.lastName}`}</span> : null}
          </p>
        </div>
      </header>
      <div className="container article__body">
        <RichText value={article.body} className="prose" />
      </div>
    </article>
  );
}
