import type { Plugin } from "vite";
import { ContentSourceError, isDraftsPreview, isDraftsPreviewBuild, refuseDraftsBuild } from "../config.server.ts";

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

/** The studio's address as click-to-edit links want it: its path kept, no trailing slash. */
export function previewStudioUrl(env: NodeJS.ProcessEnv): string {
  return env.PREVIEW_STUDIO_ORIGIN?.trim().replace(/\/+$/, "") ?? "";
}

/** A JavaScript string literal, padded to `width` when shorter, so later columns (and source maps) stay put. */
const literal = (value: string, width: number) => JSON.stringify(value).padEnd(width);

/**
 * The build-time preview flag and what it compiles in (decision 0024):
 * - the published build (`npm run build`) writes the flag as `""`, so every preview-only expression
 *   is dead code and dropped, with its libraries; with SANITY_PREVIEW=drafts set it stops at once,
 *   so drafts are never prerendered;
 * - the drafts preview's build (DRAFTS_PREVIEW_BUILD=1, `npm run preview:drafts`) writes it as
 *   `"true"` and the studio's address beside it: the overlays and `data-sanity` attributes are in;
 * - the dev server never shows drafts: with SANITY_PREVIEW=drafts it refuses to start. Drafts are
 *   served by the production preview server only, behind its gate (src/server/preview/preview-server.server.ts).
 */
export function draftsPreview(env: NodeJS.ProcessEnv = process.env): Plugin {
  let replacements: Record<string, string> | undefined;
  return {
    name: "drafts-preview",
    // Before Vite's own define, which would otherwise see the flag.
    enforce: "pre",
    config(_config, { command }) {
      if (command === "serve") {
        if (isDraftsPreview(env))
          throw new ContentSourceError(
            "The dev server does not show drafts: `npm run preview:drafts` builds and serves the drafts preview (decision 0024).",
          );
        // The dev server has the flag off, through `define` (it transforms modules one by one).
        return { define: { [FLAG]: JSON.stringify(""), [STUDIO_URL]: JSON.stringify("") } };
      }
      refuseDraftsBuild(env);
      const preview = isDraftsPreviewBuild(env);
      const studioUrl = preview ? previewStudioUrl(env) : "";
      if (preview && !studioUrl)
        throw new ContentSourceError(
          "The drafts preview's build needs PREVIEW_STUDIO_ORIGIN: its click-to-edit links open that studio.",
        );
      // Written into the source (below) rather than through `define`, which Vite would also add to the
      // `import.meta.env` object that code passing `import.meta.env` whole (the API client's settings) carries.
      replacements = {
        [FLAG]: preview ? "true" : "",
        [STUDIO_URL]: studioUrl,
      };
      return undefined;
    },
    transform(code) {
      if (!replacements || !code.includes(FLAG)) return null;
      const values = replacements;
      return { code: code.replace(PREVIEW_CONSTANT, (name) => literal(values[name] ?? "", name.length)), map: null };
    },
  };
}
