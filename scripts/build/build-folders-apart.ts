import type { Plugin } from "vite";
import { buildFoldersOverlap } from "../../src/server/rendering/build-directory.server.ts";

/**
 * Stops a build (the site's or the drafts preview's) before it writes anything when its folder and
 * the other build's overlap (BUILD_DIR, PREVIEW_BUILD_DIR): the build would empty the other's.
 */
export function buildFoldersApart(): Plugin {
  return {
    name: "build-folders-apart",
    apply: "build",
    config() {
      const overlap = buildFoldersOverlap();
      if (overlap) throw new Error(overlap);
    },
  };
}
