import { Link } from "react-router";
import { archivePath, monthTitle, type ArchiveMonth } from "../../content/article-months";

/** Every month an article was published in, newest first, each linking to its archive page. */
export function ArchiveMonths({ months, headingLevel }: { months: readonly ArchiveMonth[]; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <nav className="archive-months" aria-labelledby="archive-months-heading">
      <Heading id="archive-months-heading" className="archive-months__heading">
        Archive by month
      </Heading>
      <ul className="archive-months__list">
        {months.map(({ month, count }) => (
          <li key={month}>
            <Link to={archivePath(month)}>
              {monthTitle(month)}{" "}
              <span className="archive-months__count">
                ({count} {count === 1 ? "article" : "articles"})
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
