/**
 * Addresses the site keeps for itself, which no page or redirect in the content may take.
 *
 * Under /assets/ and /media/ the build writes its own files (scripts, styles, hydration data,
 * images), each named by its content, so the server and `_headers` give everything there a year's
 * immutable cache. A page at /assets/hydration/x would be served that way too: an edit or an
 * unpublish would never reach a browser that had seen it. A redirect from there is matched before
 * the files are, so it could send the site's own scripts elsewhere. Under /api/ the server answers
 * everything itself (and a CDN sends it to the API), so a page there could never be shown.
 */

/** The build's folders of content-named files: cached for a year, never revalidated. */
export const BUILD_FILE_FOLDERS = ["/assets/", "/media/"] as const;

/** Every folder the content may not put an address in, as an editor reads them. */
export const RESERVED_FOLDERS = [...BUILD_FILE_FOLDERS, "/api/"] as const;

/** Whether `path` is one of the build's content-named files (under /assets/ or /media/). */
export const isBuildFilePath = (path: string) => BUILD_FILE_FOLDERS.some((folder) => path.startsWith(folder));

/** The reserved folder `path` is, or is under (`/assets` and `/assets/x` alike), if any. */
export const reservedFolderOf = (path: string) =>
  RESERVED_FOLDERS.find((folder) => path.toLowerCase() === folder.slice(0, -1) || path.toLowerCase().startsWith(folder));

/** The editor's message for an address in a reserved folder; undefined for any other address. */
export function reservedPathProblem(path: string): string | undefined {
  const folder = reservedFolderOf(path);
  if (!folder) return undefined;
  return `Addresses under ${folder} are kept for the site's own files and API (${RESERVED_FOLDERS.join(", ")}): choose another address.`;
}
