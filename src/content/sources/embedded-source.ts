import { readFile } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import { ContentSourceError } from "../config";
import type { ContentSource, QueryParams } from "./types";
import { loadDatasetDocuments } from "./embedded-dataset";
import { ContentGateError, gateDocuments } from "../gate";

/**
 * Runs GROQ with groq-js over the embedded dataset file, reading it once. Like the Content Lake's
 * `published` perspective, drafts are left out.
 */
export function createEmbeddedSource(file: string): ContentSource {
  let documents: Promise<unknown[]> | undefined;
  const load = () => (documents ??= readDataset(file));
  return {
    description: `embedded dataset ${file}`,
    async query(query: string, params: QueryParams) {
      const dataset = await load();
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

async function readDataset(file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ContentSourceError(
      code === "ENOENT"
        ? `The embedded dataset ${file} does not exist. Run \`npm run seed\` to generate it, or set SANITY_PROJECT_ID and SANITY_DATASET.`
        : `The embedded dataset ${file} could not be read (${code ?? (error as Error).message}).`,
    );
  }
  try {
    return gateDocuments(loadDatasetDocuments(text, file));
  } catch (error) {
    if (error instanceof ContentGateError) throw new ContentSourceError(`${error.message}\n(in ${file})`);
    throw error;
  }
}
