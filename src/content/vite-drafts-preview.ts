import type { Plugin } from "vite";
import { isDraftsPreview, readContentSourceConfig, refuseDraftsBuild } from "./config.server.ts";
import { previewModeFromEnv, previewModeMiddleware } from "./preview-mode.server.ts";

const FLAG = "import.meta.env.DRAFTS_PREVIEW";
/** The studio the preview's `data-sanity` attributes open (PREVIEW_STUDIO_ORIGIN); read only behind the flag. */
const STUDIO_URL = "import.meta.env.DRAFTS_PREVIEW_STUDIO_URL";
/**
 * Either constant in the source, as a whole name (the flag's name begins the other's). Textual, not
 * syntax-aware: the constants must be written out as `import.meta.env.NAME` in code (not inside a
 * string, not destructured or through `?.`), which is how every use is written; a form this misses
 * keeps its preview code in the build, and the production scan test fails.
 */
const PREVIEW_CONSTANT = /import\.meta\.env\.DRAFTS_PREVIEW(?:_STUDIO_URL)?\b/g;

function previewStudioUrl(env: NodeJS.ProcessEnv): string {
  const config = readContentSourceConfig(env);
  return (config.kind === "sanity" && config.studioUrl) || "";
}

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
  let building = false;
  return {
    name: "drafts-preview",
    // Before Vite's own define, which would otherwise see the flag.
    enforce: "pre",
    config(_config, { command }) {
      building = command === "build";
      if (building) refuseDraftsBuild(env);
      // The build-time flag behind which preview-only code sits (src/vite-env.d.ts): a constant,
      // so a production build drops that code as dead. A build writes it into the source (below)
      // rather than through `define`, which Vite would also add to the `import.meta.env` object
      // that code passing `import.meta.env` whole (the API client's settings) carries.
      const preview = command === "serve" && isDraftsPreview(env);
      return {
        ...(building
          ? {}
          : {
              define: {
                [FLAG]: JSON.stringify(preview ? "true" : ""),
                [STUDIO_URL]: JSON.stringify(preview ? previewStudioUrl(env) : ""),
              },
            }),
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
    transform(code) {
      if (!building || !code.includes(FLAG)) return null;
      // `""` padded to the name's length, so every later column (and so the source map) stays put.
      return { code: code.replace(PREVIEW_CONSTANT, (name) => '""'.padEnd(name.length)), map: null };
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
