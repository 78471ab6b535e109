import { join, resolve, sep } from "node:path";
import { RESERVED_FOLDERS, reservedFolderOf } from "../lib/addresses/reserved-paths";

/** Routes with loaders, prerendered whether or not a document sits at their path. */
export const ROUTES_WITH_LOADERS = [
  "/sitemap",
  "/sitemap.xml",
  "/sitemaps/pages.xml",
  "/robots.txt",
  "/_redirects",
  "/login",
  "/create",
  "/client-dashboard",
];

/**
 * The HTML file a prerendered path becomes, asserting that it lies inside the build folder and
 * outside the folders the site keeps for itself: the last check before anything is written,
 * whatever the content gate let through.
 */
export function buildFileFor(buildRoot: string, path: string): string {
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith("/") || path.startsWith("//") || /[\\%\u0000-\u001f\s]/.test(path))
    throw new Error(`Refusing to prerender ${JSON.stringify(path)}: it is not a site path.`);
  // A page there would be cached for a year as a build file, or never shown (reserved-paths.ts).
  const reserved = reservedFolderOf(path);
  if (reserved)
    throw new Error(
      `Refusing to prerender ${JSON.stringify(path)}: ${reserved} is kept for the site's own files and API (${RESERVED_FOLDERS.join(", ")}).`,
    );
  const root = resolve(buildRoot);
  const file = resolve(join(root, path, "index.html"));
  if (!file.startsWith(root + sep))
    throw new Error(`Refusing to prerender ${JSON.stringify(path)}: it would be written outside the build folder.`);
  return file;
}
