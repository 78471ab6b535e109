import { resolve } from "node:path";

import { SANITY_API_VERSION } from "./api-version.ts";

export { SANITY_API_VERSION };

/**
 * The embedded dataset: the layout of an extracted `sanity dataset export` (data.ndjson + images/).
 * Resolved from the project root (where every npm script runs), not from this module: the
 * prerender step runs a bundled copy of this code from build/server/.
 */
export const EMBEDDED_DATASET_DIR = resolve(process.cwd(), "src/content/dataset") + "/";

/** What the site shows: published content (every build), or drafts (the preview server only). */
type Perspective = "published" | "drafts";

export type ContentSourceConfig =
  | {
      kind: "sanity";
      projectId: string;
      dataset: string;
      apiVersion: string;
      token?: string;
      perspective: Perspective;
      /** Drafts preview only: the studio the preview's overlays open (stega-encoded strings point there). */
      studioUrl?: string;
      /** How long one request to the Content Lake may take, answer included, before it fails. */
      requestTimeoutMs: number;
    }
  | { kind: "embedded"; file: string };

/**
 * True when the site is running as the drafts preview (`npm run preview:drafts` sets
 * SANITY_PREVIEW=drafts). Any other non-empty value is refused rather than quietly ignored, so a
 * typo never leaves an editor looking at published content while believing it is their draft.
 */
export function isDraftsPreview(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SANITY_PREVIEW?.trim();
  if (!value) return false;
  if (value === "drafts") return true;
  throw new ContentSourceError(
    `SANITY_PREVIEW is "${value}"; the only preview is "drafts" (or leave it unset for published content).`,
  );
}

/**
 * True while `npm run preview:drafts` builds the preview (DRAFTS_PREVIEW_BUILD=1, set by
 * scripts/preview/build.ts only): a server build of the site's routes, with the preview's code
 * compiled in, that renders drafts on request and prerenders nothing (decision 0024).
 */
export function isDraftsPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DRAFTS_PREVIEW_BUILD?.trim() === "1";
}

/**
 * The published build writes static files that are deployed and cached; drafts must never end up in
 * them. Called where a Vite build starts (vite-drafts-preview.ts). Not in react-router.config.ts's
 * prerender(): that runs with whatever environment the build was given, and this stops it first.
 */
export function refuseDraftsBuild(env: NodeJS.ProcessEnv = process.env): void {
  if (isDraftsPreview(env)) {
    throw new ContentSourceError(
      "SANITY_PREVIEW=drafts is set, and drafts are never prerendered: unpublished drafts would be deployed as static " +
        "pages. Unset SANITY_PREVIEW to build the published site; use `npm run preview:drafts` to see drafts.",
    );
  }
}

/**
 * How long one request to the Content Lake may take before it fails (CONTENT_REQUEST_TIMEOUT_SECONDS
 * changes it). A build reads the whole dataset in one export request, which for 5,000 extra articles
 * is a few megabytes; two minutes is ample for that and still stops a build whose source has gone
 * quiet long before the build's own time limit.
 */
const CONTENT_REQUEST_TIMEOUT_MS = 120_000;

function requestTimeoutMs(env: NodeJS.ProcessEnv): number {
  const raw = env.CONTENT_REQUEST_TIMEOUT_SECONDS?.trim();
  if (!raw) return CONTENT_REQUEST_TIMEOUT_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new ContentSourceError(
      `CONTENT_REQUEST_TIMEOUT_SECONDS must be a positive number of seconds (got "${raw}"); leave it unset for ${CONTENT_REQUEST_TIMEOUT_MS / 1000}.`,
    );
  return seconds * 1000;
}

/**
 * Reads which content source to use from the environment. A hosted project is used only when both
 * SANITY_PROJECT_ID and SANITY_DATASET are set; otherwise the embedded dataset
 * (EMBEDDED_DATASET_FILE overrides its path, for tests and the large-dataset benchmark).
 * The drafts preview needs a hosted project and a read token: drafts are private in the Content
 * Lake, and the embedded dataset holds published documents only.
 */
export function readContentSourceConfig(env: NodeJS.ProcessEnv = process.env): ContentSourceConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const dataset = env.SANITY_DATASET?.trim();
  const token = env.SANITY_READ_TOKEN?.trim() || undefined;
  if (isDraftsPreview(env)) {
    const missing = [
      projectId ? "" : "SANITY_PROJECT_ID",
      dataset ? "" : "SANITY_DATASET",
      token ? "" : "SANITY_READ_TOKEN",
    ].filter(Boolean);
    if (missing.length) {
      throw new ContentSourceError(
        `The drafts preview reads unpublished documents from Sanity, so it needs ${missing.join(", ")} ` +
          `(a token with Viewer rights: https://www.sanity.io/manage, project → API → Tokens). See README "The studio".`,
      );
    }
    return {
      kind: "sanity",
      projectId: projectId!,
      dataset: dataset!,
      apiVersion: SANITY_API_VERSION,
      token,
      perspective: "drafts",
      // The studio that frames the preview is the one its click-to-edit links open (at the path it
      // is served under, if any; the links add `/intent/edit/…`, so no trailing slash).
      studioUrl: env.PREVIEW_STUDIO_ORIGIN?.trim().replace(/\/+$/, "") || undefined,
      requestTimeoutMs: requestTimeoutMs(env),
    };
  }
  if (projectId && dataset) {
    return {
      kind: "sanity",
      projectId,
      dataset,
      apiVersion: SANITY_API_VERSION,
      token,
      perspective: "published",
      requestTimeoutMs: requestTimeoutMs(env),
    };
  }
  if (projectId || dataset) {
    throw new ContentSourceError(
      `Set both SANITY_PROJECT_ID and SANITY_DATASET to read from Sanity (only ${projectId ? "SANITY_PROJECT_ID" : "SANITY_DATASET"} is set), or neither to use the embedded dataset.`,
    );
  }
  return { kind: "embedded", file: env.EMBEDDED_DATASET_FILE || `${EMBEDDED_DATASET_DIR}data.ndjson` };
}

/** Any failure to read content. Its message names the cause; a build that meets one stops. */
export class ContentSourceError extends Error {
  override name = "ContentSourceError";
}
