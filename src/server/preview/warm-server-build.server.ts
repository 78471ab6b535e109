import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface WarmedBuild {
  /** How many of the build's modules were loaded. */
  modules: number;
  /** Those that could not be loaded here, each with why (a page that needs one fails as before). */
  failed: string[];
  ms: number;
}

/**
 * Loads every module of a server build's `assets/` folder: the code its routes load only when a page
 * first needs it (block components, and in the drafts preview the editing and live-query code with
 * Sanity's libraries behind them). Done before the server takes its first request, so the first
 * page after a start does not wait for it: on a busy machine that loading was most of the first
 * page's time (decision 0050).
 */
export async function warmServerBuild(serverDir: string): Promise<WarmedBuild> {
  const started = performance.now();
  const assets = join(serverDir, "assets");
  const modules = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith(".js")) : [];
  const loaded = await Promise.allSettled(modules.map((name) => import(pathToFileURL(join(assets, name)).href)));
  const failed = loaded.flatMap((result, index) =>
    result.status === "rejected" ? [`${modules[index]}: ${(result.reason as Error)?.message ?? String(result.reason)}`] : [],
  );
  return { modules: modules.length, failed, ms: performance.now() - started };
}
