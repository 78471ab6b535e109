import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * The folder `npm run build` writes (the browser build in its `client/`, the server's settings
 * beside it): `build/` unless BUILD_DIR names another, relative to the project root or absolute.
 * The site's own server builds each published release into a folder of its own this way, so the
 * build it serves is never written over (docs/decisions/0018-publish-swaps-whole-releases.md).
 */
export function buildDirectory(projectRoot = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return resolve(projectRoot, env.BUILD_DIR?.trim() || "build");
}

/**
 * The drafts preview's own build (`npm run preview:drafts` writes it): `build-preview/`, apart from
 * the published site's, so neither build ever replaces or serves the other (decision 0024), unless
 * PREVIEW_BUILD_DIR names another (two previews for two studios, each with its build, side by side).
 */
export function previewBuildDirectory(projectRoot = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return resolve(projectRoot, env.PREVIEW_BUILD_DIR?.trim() || "build-preview");
}

/** Whether `dir` is `folder` or inside it. */
const isWithin = (dir: string, folder: string) => {
  const path = relative(folder, dir);
  return path !== ".." && !path.startsWith(`..${sep}`) && !isAbsolute(path);
};

/**
 * Why the site's build and the drafts preview's cannot both be made as set up, or undefined when
 * they can: each build empties and writes its own folder, so a BUILD_DIR or PREVIEW_BUILD_DIR that
 * names the other's folder, or a folder inside it, would have one build destroy the other.
 */
export function buildFoldersOverlap(projectRoot = process.cwd(), env: NodeJS.ProcessEnv = process.env): string | undefined {
  const site = buildDirectory(projectRoot, env);
  const preview = previewBuildDirectory(projectRoot, env);
  if (!isWithin(site, preview) && !isWithin(preview, site)) return undefined;
  return (
    `The site builds into ${site} (BUILD_DIR) and the drafts preview into ${preview} (PREVIEW_BUILD_DIR): ` +
    "one inside the other, each build would replace the other's files. Give them folders apart."
  );
}
