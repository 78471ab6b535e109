import type { StackablePerspective } from "@sanity/client";
import { map } from "rxjs";
import {
  defineDocuments,
  presentationTool,
  type DocumentLocationResolver,
  type DocumentLocationsState,
} from "sanity/presentation";
import { LOCATIONS_SNAPSHOT_QUERY, locationsOf, type Locations, type LocationsSnapshot } from "../src/content/locations";
import { PREVIEW_ENABLE_PATH } from "../src/content/preview/preview-mode";
import { PRESENTATION_PREVIEW_URL } from "./preview-url";

/** The perspective Presentation's locations are read in: published, drafts, or a release over what it stacks on. */
type LocationsPerspective = StackablePerspective[];

/**
 * What the locations are read in: the perspective the studio shows (its switcher's), with the
 * release of the version open in the form on top when that is another (a release's version can be
 * opened while the studio shows the drafts). So a page that exists only in a release is found there.
 */
function locationsPerspective(version: string | undefined, perspectiveStack: readonly string[]): LocationsPerspective {
  const shown = perspectiveStack.length ? [...perspectiveStack] : ["drafts"];
  return version && shown[0] !== version ? [version, ...shown.filter((layer) => layer !== version)] : shown;
}

/** Where nothing shows the document, said of the perspective looked in, so a draft or a release is not called unpublished. */
function nothingShownIn(perspective: LocationsPerspective): string {
  const top = perspective[0];
  if (top === "published") return "No published page shows this yet.";
  if (top === "drafts") return "No page shows this yet, drafts included.";
  return "No page shows this yet in this release.";
}

/**
 * The Presentation tool's "used on" list, from the same rules as the Used on view. A document in
 * the header or footer is on every page: the count is said once, with the home page to open.
 */
function toLocationsState(locations: Locations, perspective: LocationsPerspective): DocumentLocationsState {
  if (locations.everyPage)
    return {
      message: `On every page (${locations.pageCount}): the header or footer shows it.`,
      tone: "positive",
      locations: locations.pages.filter((page) => page.path === "/").map((page) => ({ title: page.title, href: page.path })),
    };
  if (locations.pages.length === 0) return { message: nothingShownIn(perspective), tone: "caution" };
  return { locations: locations.pages.map((page) => ({ title: page.title, href: page.path })) };
}

/**
 * Locations for every document type, kept current, in the perspective and release Presentation
 * shows (the published site, the drafts, or a release): the pages, articles and members are listened
 * to (at most one re-run every 2 s while editors type) and the rules run on each result.
 */
export const resolveLocations: DocumentLocationResolver = ({ id, type, version, perspectiveStack }, { documentStore }) => {
  const perspective = locationsPerspective(version, perspectiveStack);
  return documentStore
    .listenQuery(LOCATIONS_SNAPSHOT_QUERY, {}, { perspective, throttleTime: 2000 })
    .pipe(map((snapshot: LocationsSnapshot) => toLocationsState(locationsOf(snapshot, id, type), perspective)));
};

/** The document each page route shows, so navigating the preview opens its form. First match wins. */
export const mainDocuments = defineDocuments([
  // A month of the archive is made from its articles; the blog's own page holds the list's settings.
  { route: "/blog/archive/:month", filter: `_type == "page" && path.current == "/blog"` },
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
