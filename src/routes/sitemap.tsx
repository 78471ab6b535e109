import { Link } from "react-router";
import { stegaClean } from "@sanity/client/stega";
import { fetch } from "../content/fetch.server";
import { plainDataFields } from "../content/stega/plain-data-fields";
import { PAGE_BY_PATH_QUERY } from "../content/queries";
import { listRoutablePaths } from "../content/routable-paths";
import { PageHeader } from "../components/page-header";
import { CLIENT_AREA_PATHS } from "../lib/client-area-paths";
import { ISLAND_PAGE_HANDLE } from "../lib/island-page";
import type { Route } from "./+types/sitemap";
import { routeMeta } from "./site-meta";

const GROUPS = [
  { kind: "page", title: "Pages" },
  { kind: "service", title: "Services" },
  { kind: "personaPage", title: "Who we work with" },
  { kind: "article", title: "Blog articles" },
] as const;

/** product.md §2: /sitemap lists every router path. */
export async function loader() {
  const [page, paths] = await Promise.all([
    fetch(PAGE_BY_PATH_QUERY, { path: "/sitemap" }).then(plainDataFields),
    listRoutablePaths(),
  ]);
  const listed = paths.filter((entry) => entry.kind !== "teamMember");
  return {
    title: stegaClean(page?.title) ?? "Sitemap",
    seo: page?.seo ?? null,
    groups: GROUPS.map((group) => ({ ...group, entries: listed.filter((entry) => entry.kind === group.kind) })),
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
