import { resolve } from "node:path";

import { SANITY_API_VERSION } from "./api-version";

export { SANITY_API_VERSION };

/**
 * The embedded dataset: the layout of an extracted `sanity dataset export` (data.ndjson + images/).
 * Resolved from the project root (where every npm script runs), not from this module: the
 * prerender step runs a bundled copy of this code from build/server/.
 */
export const EMBEDDED_DATASET_DIR = resolve(process.cwd(), "src/content/dataset") + "/";

export type ContentSourceConfig =
  | { kind: "sanity"; projectId: string; dataset: string; apiVersion: string; token?: string }
  | { kind: "embedded"; file: string };

/**
 * Reads which content source to use from the environment. A hosted project is used only when both
 * SANITY_PROJECT_ID and SANITY_DATASET are set; otherwise the embedded dataset
 * (EMBEDDED_DATASET_FILE overrides its path, for tests and the large-dataset benchmark).
 */
export function readContentSourceConfig(env: NodeJS.ProcessEnv = process.env): ContentSourceConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  const dataset = env.SANITY_DATASET?.trim();
  if (projectId && dataset) {
    return { kind: "sanity", projectId, dataset, apiVersion: SANITY_API_VERSION, token: env.SANITY_READ_TOKEN || undefined };
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
