import { evaluate, parse } from "groq-js";
import { ContentSourceError } from "../config.server";
import { ContentGateError, gateDocuments } from "../gate";
import type { ContentSource, QueryParams } from "./types";

export interface DatasetDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/**
 * GROQ over a snapshot of published documents, held in memory: the documents are loaded once (from
 * the embedded file, or from the Content Lake in one export request), passed through the content
 * gate, and every query after that runs locally with groq-js. The number of requests a build makes
 * to the Content Lake therefore does not grow with its pages.
 */
export function createLocalSource(description: string, load: () => Promise<DatasetDocument[]>): ContentSource {
  let documents: Promise<unknown[]> | undefined;
  const gated = async () => {
    const loaded = await load();
    try {
      return gateDocuments(loaded);
    } catch (error) {
      if (error instanceof ContentGateError) throw new ContentSourceError(`${error.message}\n(in ${description})`);
      throw error;
    }
  };
  return {
    description,
    async query(query: string, params: QueryParams) {
      const dataset = await (documents ??= gated());
      let tree;
      try {
        tree = parse(query, { params });
      } catch (error) {
        throw new ContentSourceError(`Invalid GROQ query: ${(error as Error).message}\n${query}`);
      }
      const result = await evaluate(tree, { dataset, params });
      return result.get();
    },
  };
}
