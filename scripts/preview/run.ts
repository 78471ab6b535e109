/**
 * `npm run preview:drafts`: the site's dev server showing drafts (SANITY_PREVIEW=drafts). The
 * settings are checked before anything starts, so a missing token is one clear message rather
 * than an error page on the first request.
 */
import { spawn } from "node:child_process";
import { ContentSourceError, readContentSourceConfig } from "../../src/content/config.server.ts";
import { previewModeFromEnv } from "../../src/content/preview-mode.server.ts";

export type StartDevServer = (args: string[], env: NodeJS.ProcessEnv) => Promise<number>;

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  stderr?: { write(text: string): unknown };
  start?: StartDevServer;
}

/** `react-router dev` in this process's terminal; resolves with its exit code. */
const startReactRouterDev: StartDevServer = (args, env) =>
  new Promise((resolve, reject) => {
    // npm run puts node_modules/.bin on PATH, so this is the project's own react-router.
    const child = spawn("react-router", args, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Returns the exit code: the dev server's own, or 2 when the preview cannot be configured. */
export async function runDraftsPreview(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const { env = process.env, stderr = process.stderr, start = startReactRouterDev } = options;
  const previewEnv = { ...env, SANITY_PREVIEW: "drafts" };
  let target: string;
  try {
    const config = readContentSourceConfig(previewEnv);
    target = config.kind === "sanity" ? `project ${config.projectId}, dataset ${config.dataset}` : "";
    previewModeFromEnv(previewEnv);
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    stderr.write(
      `Error: ${error.message}\n\nUsage: SANITY_PROJECT_ID=… SANITY_DATASET=… SANITY_READ_TOKEN=… PREVIEW_STUDIO_ORIGIN=… npm run preview:drafts [-- --port N]\n`,
    );
    return 2;
  }
  stderr.write(`Drafts preview of ${target}: pages show unpublished edits, are never cached, and cannot be built.\n`);
  return start(["dev", ...argv], previewEnv);
}
