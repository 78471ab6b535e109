import { map } from "rxjs";
import {
  defineDocuments,
  presentationTool,
  type DocumentLocationResolver,
  type DocumentLocationsState,
} from "sanity/presentation";
import { LOCATIONS_SNAPSHOT_QUERY, locationsOf, type Locations, type LocationsSnapshot } from "../src/content/locations";
import { PREVIEW_ENABLE_PATH } from "../src/content/preview-mode";
import { PRESENTATION_PREVIEW_URL } from "./preview-url";

/**
 * The Presentation tool's "used on" list, from the same rules as the Used on view. A document in
 * the header or footer is on every page: the count is said once, with the home page to open.
 */
function toLocationsState(locations: Locations): DocumentLocationsState {
  if (locations.everyPage)
    return {
      message: `On every page (${locations.pageCount}): the header or footer shows it.`,
      tone: "positive",
      locations: locations.pages.filter((page) => page.path === "/").map((page) => ({ title: page.title, href: page.path })),
    };
  if (locations.pages.length === 0) return { message: "No published page shows this yet.", tone: "caution" };
  return { locations: locations.pages.map((page) => ({ title: page.title, href: page.path })) };
}

/**
 * Locations for every document type, kept current: the published pages, articles and members are
 * listened to (at most one re-run every 2 s while editors type) and the rules run on each result.
 */
export const resolveLocations: DocumentLocationResolver = ({ id, type }, { documentStore }) =>
  documentStore
    .listenQuery(LOCATIONS_SNAPSHOT_QUERY, {}, { perspective: "published", throttleTime: 2000 })
    .pipe(map((snapshot: LocationsSnapshot) => toLocationsState(locationsOf(snapshot, id, type))));

/** The document each page route shows, so navigating the preview opens its form. First match wins. */
export const mainDocuments = defineDocuments([
  { route: "/blog/:slug", filter: `_type == "article" && slug.current == $slug` },
  { route: "/about-us/:slug", filter: `_type == "teamMember" && slug.current == $slug` },
  {
    route: ["/", "/:path*"],
    resolve: ({ path }) => ({
      filter: `_type in ["page", "service", "personaPage"] && path.current == $path`,
      params: { path: path.replace(/(.)\/+$/, "$1") },
    }),
  },
]);

/**
 * Where Presentation frames the preview, and how it is let in: through the preview's enable route.
 * Sharing is off (decision 0024): a share link never expires and would hand drafts to whoever holds
 * it, and the preview admits no one with a share link's secret either.
 */
const previewUrl = {
  initial: PRESENTATION_PREVIEW_URL,
  previewMode: { enable: PREVIEW_ENABLE_PATH, shareAccess: false },
} as const;

/** The page beside the form, on the drafts preview server, entered through its preview-mode route. */
export const presentation = presentationTool({
  title: "Presentation",
  previewUrl,
  resolve: { locations: resolveLocations, mainDocuments },
});
