/**
 * The drafts preview's production build (build-preview/, decision 0024): `react-router build` with
 * DRAFTS_PREVIEW_BUILD=1, which react-router.config.ts turns into a server build of the site's
 * routes that prerenders nothing, and vite-drafts-preview.ts compiles the preview's code into.
 * The studio's address is compiled in too (click-to-edit links open it), so a build made for
 * another studio, or older than the code, is made again before the preview starts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** What the build was made from, written beside it once it is complete. */
interface BuildStamp {
  studioUrl: string;
  builtAt: number;
}

const STAMP = "preview-build.json";
/** The files a build is made from: the site's code and the build's own configuration. */
const SOURCES = ["src", "react-router.config.ts", "vite.config.ts", "package-lock.json"];
/** Read by no build of the preview: content comes from the Content Lake, types are checked elsewhere. */
const NOT_BUILT = new Set(["dataset", "generated", "test"]);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && NOT_BUILT.has(entry.name)) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

/** Why the preview must be built before it starts, or undefined when the build in `buildDir` will do. */
export function previewBuildNeeded(projectRoot: string, buildDir: string, studioUrl: string): string | undefined {
  if (!existsSync(join(buildDir, "server", "index.js")) || !existsSync(join(buildDir, STAMP)))
    return "there is no preview build yet";
  const stamp = JSON.parse(readFileSync(join(buildDir, STAMP), "utf8")) as BuildStamp;
  if (stamp.studioUrl !== studioUrl) return `the build links to another studio (${stamp.studioUrl})`;
  const newest = Math.max(...SOURCES.map((source) => newestChange(join(projectRoot, source))));
  if (newest > stamp.builtAt) return "the code has changed since it was built";
  return undefined;
}

/** Builds the preview into `buildDir`; resolves with the build's exit code. */
export function buildPreview(projectRoot: string, buildDir: string, env: NodeJS.ProcessEnv, studioUrl: string): number {
  rmSync(join(buildDir, STAMP), { force: true });
  const builtAt = Date.now();
  // The published build refuses SANITY_PREVIEW=drafts; this build reads no content, so it needs none.
  const { SANITY_PREVIEW: _drafts, ...buildEnv } = env;
  const build = spawnSync(join(projectRoot, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...buildEnv, DRAFTS_PREVIEW_BUILD: "1", PREVIEW_STUDIO_ORIGIN: studioUrl, NODE_ENV: "production" },
  });
  if (build.status !== 0) return build.status ?? 1;
  writeFileSync(join(buildDir, STAMP), `${JSON.stringify({ studioUrl, builtAt } satisfies BuildStamp)}\n`);
  return 0;
}
