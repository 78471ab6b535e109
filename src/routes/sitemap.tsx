import { Link } from "react-router";
import { stegaClean } from "@sanity/client/stega";
import { fetch } from "../content/fetch.server";
import { plainDataFields } from "../content/stega/plain-data-fields";
import { archivePath, countByMonth } from "../content/article-months";
import { formatLongMonth } from "../lib/format/uk-date";
import { articlesValueText } from "../state/content-slider-choice";
import { PAGE_BY_PATH_QUERY, SITEMAP_PAGES_QUERY } from "../content/queries";
import { ARTICLE_DATES_QUERY } from "../content/sources/article-dates-query";
import { PageHeader } from "../components/page-header";
import { CLIENT_AREA_PATHS } from "../lib/addresses/client-area-paths";
import { ISLAND_PAGE_HANDLE } from "../lib/page-start/island-page";
import type { Route } from "./+types/sitemap";
import { routeMeta } from "./site-meta";

const GROUPS = [
  { kind: "page", title: "Pages" },
  { kind: "service", title: "Services" },
  { kind: "personaPage", title: "Who we work with" },
] as const;

/**
 * product.md §2: /sitemap lists every page by name, and the blog by month (each month's page lists
 * its articles): a list that stays the same size as articles are published, and that a publish
 * renders again only when a month is added or its count changes (decision 0055).
 */
export async function loader() {
  const [page, pages, dates] = await Promise.all([
    fetch(PAGE_BY_PATH_QUERY, { path: "/sitemap" }).then(plainDataFields),
    fetch(SITEMAP_PAGES_QUERY).then(plainDataFields),
    fetch(ARTICLE_DATES_QUERY),
  ]);
  const archive = countByMonth(dates).map(({ month, count }) => ({
    path: archivePath(month),
    title: `${formatLongMonth(month)} (${articlesValueText(count)})`,
  }));
  return {
    title: stegaClean(page?.title) ?? "Sitemap",
    seo: page?.seo ?? null,
    groups: [
      ...GROUPS.map((group) => ({
        ...group,
        entries: pages.flatMap((entry) =>
          entry._type === group.kind && entry.path ? [{ path: entry.path, title: entry.title ?? entry.path }] : [],
        ),
      })),
      { kind: "archive", title: "Blog articles by month", entries: archive },
    ],
    clientArea: CLIENT_AREA_PATHS,
  };
}

/** A content page: prerendered, then plain links, not the app (decision 0034). */
export const handle = ISLAND_PAGE_HANDLE;

export function meta({ data, matches }: Route.MetaArgs) {
  return data ? routeMeta(matches, { seo: data.seo, title: data.title, path: "/sitemap" }) : [];
}

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container sitemap">
        {[...loaderData.groups, { kind: "client", title: "Client area", entries: loaderData.clientArea }].map((group) =>
          group.entries.length ? (
            <section key={group.kind} className="section" aria-labelledby={`sitemap-${group.kind}`}>
              <h2 id={`sitemap-${group.kind}`}>{group.title}</h2>
              <ul className="sitemap__list">
                {group.entries.map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path}>{entry.title}</Link> <span className="sitemap__path">{entry.path}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </div>
    </>
  );
}
