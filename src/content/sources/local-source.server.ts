import { ContentSourceError } from "../config.server";
import { ContentGateError, gateDocuments } from "../gate";
import { createIndexedRunner } from "./groq-runner.server";
import { sharedSnapshot } from "./shared-snapshots.server";
import type { ReadTrace } from "./read-trace";
import type { ContentSource, DatasetDocument, QueryParams } from "./types";

/**
 * GROQ over a snapshot of published documents, held in memory: the documents are loaded once (from
 * the embedded file, or from the Content Lake in one export request), passed through the content
 * gate and indexed, and every query after that runs locally with groq-js. The number of requests a
 * build makes to the Content Lake therefore does not grow with its pages, and neither does the cost
 * of one page's queries (see groq-runner.server.ts). Every copy of this module in the process
 * shares the snapshot of a given source (see shared-snapshots.server.ts).
 */
export function createLocalSource(description: string, load: () => Promise<DatasetDocument[]>): ContentSource {
  const gatedAndIndexed = async () => {
    const loaded = await load();
    try {
      const documents = gateDocuments(loaded);
      return Object.assign(createIndexedRunner(documents), { documents });
    } catch (error) {
      if (error instanceof ContentGateError) throw new ContentSourceError(`${error.message}\n(in ${description})`);
      throw error;
    }
  };
  return {
    description,
    async query(query: string, params: QueryParams, trace?: ReadTrace) {
      const run = await sharedSnapshot(description, gatedAndIndexed);
      return run(query, params, trace);
    },
    async documents() {
      return (await sharedSnapshot(description, gatedAndIndexed)).documents;
    },
  };
}
