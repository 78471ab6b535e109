import { isRouteErrorResponse, redirect } from "react-router";
import { parseRedirectsFile } from "../content/redirects";

/** Where the build writes the CMS's redirects (the `_redirects` resource route). */
const REDIRECTS_FILE = "/_redirects";

/**
 * Where a path that was never prerendered should go: its CMS redirect if it has one (a static
 * host applies `_redirects` only to requests it serves, not to navigation inside the app), else
 * `otherwise`: the home page (product.md §2: unknown paths end at `/`), or the page an unknown
 * part of the path belongs to. A redirects file that cannot be read is no reason to fail: the
 * visitor still ends there.
 */
async function destinationFor(pathname: string, otherwise: string): Promise<string> {
  try {
    const response = await fetch(REDIRECTS_FILE);
    if (!response.ok) return otherwise;
    const match = parseRedirectsFile(await response.text()).find(
      (entry) => entry.from === pathname || entry.from === pathname.replace(/\/+$/, ""),
    );
    return match?.to ?? otherwise;
  } catch {
    return otherwise;
  }
}

/**
 * In the browser, a content route's data comes from the files prerendered at build time. A path
 * that was never prerendered has none: its `.data` request 404s, or (on a deep link served by the
 * SPA fallback) React Router finds no data for the route at all. Either way the page does not
 * exist here, so the visitor follows its redirect or goes home. Other failures (network) are
 * rethrown and shown as errors.
 */
export async function loadPrerenderedOrGoHome<T>(serverLoader: () => Promise<T>, request?: Request, otherwise = "/"): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    const notPrerendered =
      (isRouteErrorResponse(error) && error.status === 404) ||
      (error instanceof Error && error.message.startsWith("No result found for routeId"));
    if (notPrerendered) throw redirect(request ? await destinationFor(new URL(request.url).pathname, otherwise) : otherwise);
    throw error;
  }
}
