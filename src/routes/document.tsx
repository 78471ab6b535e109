import { data } from "react-router";
import { use } from "react";
import { IslandPageContext, ISLAND_PAGE_HANDLE } from "../lib/page-start/island-page";
import { blockTypesIn, loadBlockComponents } from "../blocks/block-components";
import { loadRichTextRenderer } from "../components/rich-text";
import { PAGE_BLOCK_TYPES_ID } from "../lib/preview/page-block-types-id";
import { serializeForScript } from "../lib/page-start/script-json";
import { prepareBlocks } from "../blocks/prepare-blocks";
import { withArticleListings } from "../content/article-listing.server";
import { EditablePageInPreview } from "../blocks/editing/editable-blocks";
import { LiveInPreview } from "../content/live/live-in-preview";
import { fetch } from "../content/fetch.server";
import { liveQueryInPreview } from "../content/live/live-query.server";
import { plainDataFields } from "../content/stega/plain-data-fields";
import { stegaClean } from "@sanity/client/stega";
import { PAGE_BY_PATH_QUERY, SITE_CHROME_QUERY } from "../content/queries";
import { PageTemplate } from "../templates/page-template";
import { PersonaTemplate } from "../templates/persona-template";
import { ServiceTemplate } from "../templates/service-template";
import type { Route } from "./+types/document";
import { StructuredData } from "../lib/structured-data/json-ld";
import { documentStructuredData, siteIdentity } from "./structured-data.server";
import { contentMeta } from "./site-meta";
import { loadPrerenderedOrGoHome } from "./unpublished-path";

/** The document path for a request: "/" for the index, "/about-us" for /about-us/:selected. */
function documentPath(params: Route.LoaderArgs["params"]): string {
  if ("selected" in params) return "/about-us";
  const splat = ("*" in params ? params["*"] : undefined) ?? "";
  return `/${splat.replace(/\/+$/, "")}`;
}

/** Runs at build time for every prerendered path: the page, service or persona document there. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = documentPath(params);
  const [page, chrome] = await Promise.all([
    fetch(PAGE_BY_PATH_QUERY, { path }).then(plainDataFields),
    fetch(SITE_CHROME_QUERY).then(plainDataFields),
  ]);
  if (!page) throw data(`No page is published at ${path}`, { status: 404 });
  const prepared = prepareBlocks(page.blocks, `${page._type} "${page._id}" (${path})`);
  const { skipped } = prepared;
  const blocks = await withArticleListings(prepared.blocks);
  // The prerender renders this page next, in this process: its block components must be ready.
  await loadBlockComponents(blockTypesIn(blocks));
  const withBlocks = { ...page, blocks };
  return {
    page: withBlocks,
    skipped,
    ...liveQueryInPreview("page", PAGE_BY_PATH_QUERY, { path }),
    structuredData: documentStructuredData(stegaClean(withBlocks), siteIdentity(chrome)),
  };
}

/**
 * In the browser: the prerendered data, or the home page for a path that was never published (the
 * about page for a member who is not, /about-us/:selected naming no one). The
 * next page's block components and the rich text renderer load alongside, so the navigation
 * completes with the page whole.
 */
export async function clientLoader({ serverLoader, request, params }: Route.ClientLoaderArgs) {
  const loaded = await loadPrerenderedOrGoHome(serverLoader, request, "selected" in params ? documentPath(params) : "/");
  await Promise.all([loadBlockComponents(blockTypesIn(loaded.page.blocks)), loadRichTextRenderer()]);
  return loaded;
}

/** Its pages are content pages: prerendered, then islands, not the app (decision 0034). */
export const handle = ISLAND_PAGE_HANDLE;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return contentMeta(matches, page, { path: page.path ?? "/" });
}

export default function DocumentRoute({ loaderData }: Route.ComponentProps) {
  const islandPage = use(IslandPageContext);
  return (
    <>
      {/* Which block components the app's entry loads before it hydrates this page (see entry.client);
          a content page starts islands instead, which carry their own props. */}
      {islandPage ? null : (
        <script
          id={PAGE_BLOCK_TYPES_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializeForScript([...blockTypesIn(loaderData.page.blocks)]) }}
        />
      )}
      {/* In the drafts preview, the page follows the editor's typing (decision 0049) and its blocks
          can be moved from Presentation (decision 0026). */}
      {import.meta.env.DRAFTS_PREVIEW === "true" ? (
        <LiveInPreview loaderData={loaderData}>
          {(live) => (
            <EditablePageInPreview page={live.page}>
              {(page) => <DocumentTemplate loaderData={{ ...live, page }} />}
            </EditablePageInPreview>
          )}
        </LiveInPreview>
      ) : (
        <DocumentTemplate loaderData={loaderData} />
      )}
      <StructuredData items={loaderData.structuredData} />
    </>
  );
}

function DocumentTemplate({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { page, skipped } = loaderData;
  switch (page._type) {
    case "service":
      return <ServiceTemplate service={page} blocks={page.blocks} skipped={skipped} />;
    case "personaPage":
      return <PersonaTemplate persona={page} blocks={page.blocks} skipped={skipped} />;
    case "page":
      return (
        <PageTemplate
          title={page.title ?? ""}
          subtitle={page.subtitle}
          graphic={page.graphic}
          blocks={page.blocks}
          skipped={skipped}
        />
      );
  }
}
