/**
 * GET (and HEAD) of every address outside the API: the prerendered site of the request's release,
 * with clean URLs, the CMS's redirects, precompressed files, long caching for hashed files, and
 * unknown addresses sent where product.md says.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { whereUnknownAddressEnds } from "../../lib/addresses/app-shell-paths";
import { isFileRequest } from "../release/build-files.server";
import { requestPath } from "./request-path.server";
import { cacheControlFor } from "../http/security-headers.server";
import { NOT_FOUND_MESSAGE } from "./site-server-errors.server";
import { fileToServe, type SiteRelease } from "../release/site-release.server";

/** Temporary: an address unknown today may be published tomorrow, and must not stay cached as home. */
const UNKNOWN_ADDRESS_STATUS = 302;

export function registerSitePages(app: FastifyInstance, releaseOf: (request: FastifyRequest) => SiteRelease) {
  const serveSite = async (request: FastifyRequest, reply: FastifyReply) => {
    let path: string;
    try {
      path = requestPath(request.url);
    } catch {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad request");
    }
    const release = releaseOf(request);
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const redirect = release.redirects.get(path.replace(/(.)\/$/, "$1"));
    if (redirect)
      return reply.redirect(redirect.to.startsWith("/") ? `${redirect.to}${query}` : redirect.to, redirect.permanent ? 301 : 302);
    const found = fileToServe(release, path);
    if (found) return reply.header("Cache-Control", cacheControlFor(`/${found.file}`)).sendFile(found.file, found.root);
    if (isFileRequest(path)) return reply.code(404).type("text/plain; charset=utf-8").send(NOT_FOUND_MESSAGE);
    // product.md §2: an address the site does not know ends at the home page (an unknown member's at
    // the team page). A redirect says so to browsers and search engines alike; the app shell at 200
    // made every such address a page.
    return reply.redirect(whereUnknownAddressEnds(path), UNKNOWN_ADDRESS_STATUS);
  };
  app.get("/*", serveSite);
  // Fastify answers HEAD for every GET route itself.
}
