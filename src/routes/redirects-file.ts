import { stegaClean } from "@sanity/client/stega";
import { fetch } from "../content/fetch.server";
import { REDIRECTS_QUERY } from "../content/queries";
import { findRedirectLoops, redirectsFile, type Redirect } from "../content/redirects";

/** /_redirects, prerendered: the static host's redirect rules, from the redirect documents. */
export async function loader() {
  // Every field of a redirect is an address: none may carry the preview's encoding.
  const redirects = stegaClean(await fetch(REDIRECTS_QUERY)).flatMap((entry): Redirect[] =>
    entry.from && entry.to ? [{ from: entry.from, to: entry.to, permanent: entry.permanent ?? true }] : [],
  );
  const loops = findRedirectLoops(redirects);
  if (loops.length) {
    throw new Error(
      `Redirect loops would trap visitors; fix them in the studio: ${loops.map((loop) => loop.join(" → ")).join("; ")}`,
    );
  }
  return new Response(redirectsFile(redirects), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
