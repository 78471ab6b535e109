import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describeDatasetPictures } from "../embedded-images/describe-pictures.server";
import { ContentSourceError } from "../config.server";
import type { ContentSource } from "./types";
import { loadDatasetDocuments } from "./embedded-dataset";
import { createLocalSource } from "./local-source.server";

/**
 * Runs GROQ with groq-js over the embedded dataset file, reading it once. Like the Content Lake's
 * `published` perspective, drafts are left out.
 */
export function createEmbeddedSource(file: string): ContentSource {
  return createLocalSource(embeddedSourceName(file), () => readDataset(file));
}

/** How the embedded dataset `file` is named, in build logs and among the process's snapshots. */
export const embeddedSourceName = (file: string) => `embedded dataset ${file}`;

async function readDataset(file: string) {
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
  const documents = loadDatasetDocuments(text, file);
  await describeDatasetPictures(documents, join(dirname(file), "images"));
  return documents;
}
