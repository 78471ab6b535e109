/**
 * `npm run preview:drafts`: the drafts preview as it is deployed (decision 0024). The settings are
 * checked before anything starts, so a missing token is one clear message rather than an error page
 * on the first request; then the preview's production build is made if it is missing or stale, and
 * served by the site's own server in preview mode, where HOST and PORT say.
 */
import { fileURLToPath } from "node:url";
import { ContentSourceError } from "../../src/content/config.server";
import { previewBuildDirectory } from "../../src/server/rendering/build-directory.server";
import { previewModeFromEnv, type PreviewModeOptions } from "../../src/server/preview/preview-settings.server";
import { serverLogFromEnvironment } from "../../src/server/http/server-log.server";
import { startPreview } from "../../src/server/preview/start-preview.server";
import { stopOnSignals } from "../../src/server/http/stop-on-signal.server";
import { parseTrustProxy, type TrustedProxies } from "../../src/server/http/trust-proxy.server";
import { buildPreview, previewBuildNeeded } from "./build";
import { previewStudioUrl } from "../../src/content/preview/vite-drafts-preview";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface PreviewPlan {
  /** The settings the preview runs with (SANITY_PREVIEW=drafts added): its build reads them per request. */
  env: NodeJS.ProcessEnv;
  settings: PreviewModeOptions;
  buildDir: string;
  port: number;
  host: string;
  trustProxy: TrustedProxies;
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  stderr?: { write(text: string): unknown };
  /** Makes the preview build; resolves with its exit code. */
  build?: (buildDir: string, env: NodeJS.ProcessEnv, studioUrl: string) => number;
  /** Whether the build must be made first (why, or undefined). */
  buildNeeded?: (buildDir: string, studioUrl: string) => string | undefined;
  /** Starts the server; resolves once it listens, with its address. */
  serve?: (plan: PreviewPlan) => Promise<string>;
}

const USAGE =
  "Usage: SANITY_PROJECT_ID=… SANITY_DATASET=… SANITY_READ_TOKEN=… PREVIEW_STUDIO_ORIGIN=… PREVIEW_COOKIE_SECRET=… " +
  "[HOST=…] [PORT=…] [TRUST_PROXY=…] npm run preview:drafts [-- --port N] [-- --rebuild]";

const servePreview = async ({ env, ...plan }: PreviewPlan): Promise<string> => {
  // The production build reads process.env at request time: the same settings as were checked.
  Object.assign(process.env, env);
  const preview = await startPreview({ ...plan, log: serverLogFromEnvironment(env) });
  stopOnSignals(preview);
  return preview.url;
};

/** Returns 0 once the preview listens, or the exit code of what stopped it (2: not configured). */
export async function runDraftsPreview(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const {
    env = process.env,
    stderr = process.stderr,
    build = (dir, buildEnv, studioUrl) => buildPreview(projectRoot, dir, buildEnv, studioUrl),
    buildNeeded = (dir, studioUrl) => previewBuildNeeded(projectRoot, dir, studioUrl),
    serve = servePreview,
  } = options;
  const previewEnv = { ...env, SANITY_PREVIEW: "drafts" };
  const portFlag = argv.indexOf("--port");
  const port = Number(portFlag >= 0 ? argv[portFlag + 1] : (env.PORT ?? 4174));
  let settings: PreviewModeOptions;
  let trustProxy: TrustedProxies;
  try {
    settings = previewModeFromEnv(previewEnv);
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new ContentSourceError(`The port must be a number from 0 to 65535.`);
  } catch (error) {
    stderr.write(`Error: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const buildDir = previewBuildDirectory(projectRoot, env);
  const studioUrl = previewStudioUrl(previewEnv);
  const why = argv.includes("--rebuild") ? "--rebuild was asked for" : buildNeeded(buildDir, studioUrl);
  if (why) {
    stderr.write(`Building the drafts preview (${why})…\n`);
    const code = build(buildDir, previewEnv, studioUrl);
    if (code !== 0) {
      stderr.write(`The drafts preview did not build (exit code ${code}); nothing was started.\n`);
      return code;
    }
  }
  const url = await serve({ env: previewEnv, settings, buildDir, port, host: env.HOST?.trim() || "127.0.0.1", trustProxy });
  stderr.write(
    `Drafts preview of project ${settings.projectId}, dataset ${settings.dataset} at ${url} (production build, ` +
      `framed by ${settings.studioOrigin} only): pages show unpublished edits to admitted editors, are never cached, and cannot be built.\n`,
  );
  return 0;
}
