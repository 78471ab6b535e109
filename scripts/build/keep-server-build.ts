import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { isDraftsPreviewBuild } from "../../src/content/config.server.ts";
import { buildDirectory } from "../../src/server/rendering/build-directory.server.ts";

/** Where a build keeps its server bundle, for the next publish to render pages with (beside client/). */
export const keptServerDir = (buildDir: string) => join(buildDir, "incremental", "server");

/**
 * Keeps a copy of the site's server bundle. With `ssr: false` React Router deletes it once the
 * prerender is done; a publish that changes content only renders the pages whose data changed with
 * this copy instead of bundling the same code again (scripts/build/incremental.ts). Copied before
 * React Router moves the server's assets into the client folder: the copy is the bundle as it was
 * written. The drafts preview's build is a server build too, but of other code (the preview's
 * overlays, inline hydration data) kept in its own folder: copied here it would replace the site's,
 * and every publish after it would render pages with the preview's code and be refused.
 */
export function keepServerBuild(): Plugin {
  return {
    name: "keep-server-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      order: "pre",
      handler(options) {
        if (!options.dir || isDraftsPreviewBuild()) return;
        const kept = keptServerDir(buildDirectory());
        rmSync(kept, { recursive: true, force: true });
        cpSync(options.dir, kept, { recursive: true });
      },
    },
  };
}
