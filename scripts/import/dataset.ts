/** Reads a dataset in the layout of an extracted `sanity dataset export` (data.ndjson + images/). */
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { EMBEDDED_DATASET_DIR } from "../../src/content/config.server";

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface Dataset {
  /** Absolute path of the NDJSON file. */
  file: string;
  /** The folder holding it; `_sanityAsset` pointers (`image@file://./images/…`) are relative to it. */
  dir: string;
  documents: DatasetDocument[];
}

/** The dataset cannot be read or is not in the expected shape. The message names the file (and line). */
export class DatasetError extends Error {
  override name = "DatasetError";
}

/** The embedded dataset, or the file EMBEDDED_DATASET_FILE names (as the site itself reads it). */
export function datasetFileFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  return env.EMBEDDED_DATASET_FILE ? resolve(cwd, env.EMBEDDED_DATASET_FILE) : `${EMBEDDED_DATASET_DIR}data.ndjson`;
}

export async function readDataset(file: string): Promise<Dataset> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? "does not exist. Run `npm run seed` to create it"
        : (error as Error).message;
    throw new DatasetError(`Cannot read the dataset: ${file} ${reason}.`);
  }
  return { file, dir: dirname(file), documents: parseDataset(text, file) };
}

/** One document a line; blank lines are skipped. Every `_id` must be unique. */
export function parseDataset(text: string, file: string): DatasetDocument[] {
  const documents: DatasetDocument[] = [];
  const lineOfId = new Map<string, number>();
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    const lineNumber = index + 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new DatasetError(`${file}:${lineNumber} is not valid JSON (${(error as Error).message}).`);
    }
    if (!isDocument(parsed)) {
      throw new DatasetError(`${file}:${lineNumber} is not a document: it needs a non-empty string _id and _type.`);
    }
    const earlier = lineOfId.get(parsed._id);
    if (earlier !== undefined) {
      throw new DatasetError(`${file}:${lineNumber} repeats the _id "${parsed._id}" of line ${earlier}.`);
    }
    lineOfId.set(parsed._id, lineNumber);
    documents.push(parsed);
  });
  if (documents.length === 0) throw new DatasetError(`${file} holds no documents; there is nothing to import.`);
  return documents;
}

function isDocument(value: unknown): value is DatasetDocument {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { _id, _type } = value as Record<string, unknown>;
  return typeof _id === "string" && _id !== "" && typeof _type === "string" && _type !== "";
}
