import { useId } from "react";
import { Link } from "react-router";
import { archivePath, type ArchiveMonth } from "../../content/article-months";
import { formatLongMonth } from "../../lib/format/uk-date";
import { articlesValueText } from "../../state/content-slider-choice";

/** Every month an article was published in, newest first, each linking to its archive page. */
export function ArchiveMonths({ months, headingLevel }: { months: readonly ArchiveMonth[]; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  // Unique per list: a page may hold more than one.
  const headingId = useId();
  return (
    <nav className="archive-months" aria-labelledby={headingId}>
      <Heading id={headingId} className="archive-months__heading">
        Archive by month
      </Heading>
      <ul className="archive-months__list">
        {months.map(({ month, count }) => (
          <li key={month}>
            <Link to={archivePath(month)}>
              {formatLongMonth(month)} <span className="archive-months__count">({articlesValueText(count)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
