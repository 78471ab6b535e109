import type { Plugin } from "vite";
import { isDraftsPreview, refuseDraftsBuild } from "./config.server.ts";
import { previewModeFromEnv, previewModeMiddleware } from "./preview-mode.server.ts";

/**
 * The drafts preview (SANITY_PREVIEW=drafts) exists only as the dev server:
 * - `react-router build` (a Vite build) stops at once, so drafts are never prerendered;
 * - every response of the dev server says `Cache-Control: no-store`, so no browser or proxy keeps
 *   a draft page (or its .data) and shows it after the draft has changed or been discarded.
 *   Vite later sets its own header on the JavaScript modules it serves; those hold code, not content;
 * - pages are shown only to a browser let in by the studio's Presentation tool (preview mode, a
 *   secret checked with @sanity/preview-url-secret), and may be framed by the studio's origin only
 *   (preview-mode.server.ts, decision 0022).
 */
export function draftsPreview(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: "drafts-preview",
    config(_config, { command }) {
      if (command === "build") refuseDraftsBuild(env);
      // The build-time flag behind which preview-only code sits (src/vite-env.d.ts):
      // a constant, so a production build drops that code as dead.
      const preview = command === "serve" && isDraftsPreview(env);
      return {
        define: { "import.meta.env.DRAFTS_PREVIEW": JSON.stringify(preview ? "true" : "") },
        // Found up front, or the first page that uses them re-optimises and reloads mid-visit.
        ...(preview
          ? {
              optimizeDeps: {
                include: ["@sanity/visual-editing/react-router", "@sanity/visual-editing/create-data-attribute"],
              },
            }
          : {}),
      };
    },
    configureServer(server) {
      if (!isDraftsPreview(env)) return;
      server.middlewares.use((_request, response, next) => {
        response.setHeader("Cache-Control", "no-store");
        next();
      });
      server.middlewares.use(previewModeMiddleware(previewModeFromEnv(env)));
    },
  };
}
