import { createClient } from "@sanity/client";
import { ContentSourceError, type Perspective } from "../config";
import type { ContentSource, QueryParams } from "./types";

interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  perspective: Perspective;
}

/**
 * The hosted Content Lake at a pinned API version: published documents from the CDN, or (for the
 * drafts preview) drafts overlaid on published documents, straight from the API so an edit shows
 * on the next reload rather than when the CDN catches up.
 */
export function createSanitySource({ projectId, dataset, apiVersion, token, perspective }: SanitySourceOptions): ContentSource {
  const useCdn = perspective === "published" && !token;
  const client = createClient({ projectId, dataset, apiVersion, useCdn, perspective, token });
  return {
    description: `Sanity project ${projectId}, dataset ${dataset}${perspective === "drafts" ? " (drafts preview)" : ""}`,
    async query(query: string, params: QueryParams) {
      try {
        return await client.fetch(query, params);
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        const detail = (error as Error).message;
        throw new ContentSourceError(
          `Sanity project ${projectId}, dataset ${dataset} failed${status ? ` with HTTP ${status}` : ""}: ${detail}`,
        );
      }
    },
  };
}
