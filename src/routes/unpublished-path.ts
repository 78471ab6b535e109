import { isRouteErrorResponse, redirect } from "react-router";

/**
 * In the browser, a content route's data comes from the files prerendered at build time. A path
 * that was never prerendered has none: its `.data` request 404s, or (on a deep link served by the
 * SPA fallback) React Router finds no data for the route at all. Either way the page does not
 * exist, and spec §2 says unknown paths end at the home page. Other failures (network) are
 * rethrown and shown as errors.
 */
export async function loadPrerenderedOrGoHome<T>(serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    const notPrerendered =
      (isRouteErrorResponse(error) && error.status === 404) ||
      (error instanceof Error && error.message.startsWith("No result found for routeId"));
    if (notPrerendered) throw redirect("/");
    throw error;
  }
}
