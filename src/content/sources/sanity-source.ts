import { createClient } from "@sanity/client";
import { ContentSourceError } from "../config";
import type { ContentSource, QueryParams } from "./types";

interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
}

/** The hosted Content Lake: published documents only, from the CDN, at a pinned API version. */
export function createSanitySource({ projectId, dataset, apiVersion, token }: SanitySourceOptions): ContentSource {
  const client = createClient({ projectId, dataset, apiVersion, useCdn: !token, perspective: "published", token });
  return {
    description: `Sanity project ${projectId}, dataset ${dataset}`,
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
