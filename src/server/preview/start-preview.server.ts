import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { admissionSigner } from "./preview-admission.server";
import { createPreviewServer } from "./preview-server.server";
import { previewFrameAncestors, previewSecretChecker, type PreviewModeOptions } from "./preview-settings.server";
import type { ServerLogOptions } from "../http/server-log.server";
import type { TrustedProxies } from "../http/trust-proxy.server";
import { warmServerBuild } from "./warm-server-build.server";

export interface RunningPreview {
  /** e.g. http://127.0.0.1:4174 */
  url: string;
  app: FastifyInstance;
  /** Stops taking requests; those in flight get 5 s. */
  close(): Promise<void>;
}

/**
 * The drafts preview, listening: the preview build in `buildDir` (build-preview/), its modules all
 * loaded first, served by preview-server.server.ts with the settings `previewModeFromEnv` read. React renders its
 * production build only when the process started with NODE_ENV=production (scripts/preview/index.ts
 * sets it before anything loads React), so anything else is refused rather than served slowly.
 */
export async function startPreview({
  buildDir,
  settings,
  port = 0,
  host = "127.0.0.1",
  trustProxy = false,
  log,
}: {
  buildDir: string;
  settings: PreviewModeOptions;
  port?: number;
  host?: string;
  trustProxy?: TrustedProxies;
  log?: ServerLogOptions;
}): Promise<RunningPreview> {
  if (process.env.NODE_ENV !== "production")
    throw new Error("The drafts preview runs production React: start it with NODE_ENV=production (npm run preview:drafts does).");
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const app = await createPreviewServer({
    build,
    clientDir: join(buildDir, "client"),
    signer: admissionSigner(settings.cookieSecret),
    checkSecret: previewSecretChecker(settings),
    frameAncestors: previewFrameAncestors(settings.studioOrigin),
    studioOrigin: settings.studioOrigin,
    trustProxy,
    log,
  });
  // Before the first request: the first page after a start once waited 7.6 s on this (decision 0050).
  const warmed = await warmServerBuild(join(buildDir, "server"));
  if (warmed.failed.length) app.log.warn(`Preview modules that could not be loaded ahead: ${warmed.failed.join("; ")}`);
  app.log.info(`Loaded the preview's ${warmed.modules} modules ahead of the first page in ${Math.round(warmed.ms)} ms.`);
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${boundPort}`,
    app,
    async close() {
      const cutOff = setTimeout(() => app.server.closeAllConnections(), 5_000);
      await app.close();
      clearTimeout(cutOff);
    },
  };
}
