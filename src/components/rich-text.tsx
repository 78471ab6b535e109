import { KEEP_PRERENDERED_CHILDREN, useKeepsPrerenderedMarkup } from "../lib/page-start/keep-prerendered-markup";
import { preloadableLazy } from "../lib/page-start/preloadable-lazy";
import { useSiteLinkClicks } from "./site-link-clicks";

const body = preloadableLazy(() => import("./portable-text-body").then((module) => module.PortableTextBody));

/**
 * Loads the Portable Text renderer. Loaders call it before anything renders rich text the
 * prerender did not show: the server before prerendering, route client loaders before a
 * navigation.
 */
export const loadRichTextRenderer = body.preload;

/**
 * Portable Text from the CMS. What the prerendered page already shows keeps its markup through
 * hydration, so no page downloads the renderer to show it again; new content (another page, an
 * editor's change) is rendered. Site links inside kept markup still navigate inside the app.
 */
export function RichText({ value, className }: { value: unknown[] | null | undefined; className?: string }) {
  const keepsPrerendered = useKeepsPrerenderedMarkup(value);
  const followSiteLink = useSiteLinkClicks();
  if (!value?.length) return null;
  const classes = className ? `rich-text ${className}` : "rich-text";
  if (keepsPrerendered)
    return <div key="prerendered" className={classes} onClick={followSiteLink} {...KEEP_PRERENDERED_CHILDREN} />;
  // No Suspense boundary here: React's streaming renderer moves a long boundary's content out of
  // place (to be swapped in by a script), which would leave the page without it until scripts run.
  // The renderer is loaded before anything renders it; a navigation would wait for it otherwise.
  return (
    <div key="rendered" className={classes}>
      <body.Component value={value} />
    </div>
  );
}
