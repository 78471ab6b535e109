/**
 * Writes documents with `createOrReplace`, `batchSize` documents to a transaction. A transaction is
 * all-or-nothing, so after a refused batch exactly the batches before it are in the dataset.
 *
 * Only the ids in the file are ever written, and nothing is ever deleted, so the import can never
 * touch a document it did not create (one whose id is not in the file). It adds no marker field
 * such as `_seededBy`: an unknown field would fail the studio's schema validation. Re-running
 * replaces the same ids with the same content.
 */
import type { SanityClient } from "@sanity/client";
import type { DatasetDocument } from "./dataset";

export type TransactionClient = Pick<SanityClient, "transaction">;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Batch size must be a whole number of at least 1 (got ${size}).`);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** The API (or the network) refused one batch. The batches before it were written. */
export class BatchWriteError extends Error {
  override name = "BatchWriteError";
  constructor(
    readonly batchNumber: number,
    readonly batchCount: number,
    readonly ids: readonly string[],
    readonly apiMessage: string,
    /** Documents of this call written before the refused batch. */
    readonly writtenBefore: number,
  ) {
    super(`Sanity refused batch ${batchNumber} of ${batchCount} (documents ${ids.join(", ")}): ${apiMessage}`);
  }
}

export async function writeInBatches(
  client: TransactionClient,
  documents: readonly DatasetDocument[],
  batchSize: number,
  onBatchWritten?: (count: number) => void,
): Promise<number> {
  const batches = chunk(documents, batchSize);
  let written = 0;
  for (const [index, batch] of batches.entries()) {
    const transaction = client.transaction();
    for (const document of batch) transaction.createOrReplace(document);
    try {
      await transaction.commit({ returnDocuments: false });
    } catch (error) {
      throw new BatchWriteError(
        index + 1,
        batches.length,
        batch.map((document) => document._id),
        describeApiError(error, batch),
        written,
      );
    }
    written += batch.length;
    onBatchWritten?.(batch.length);
  }
  return written;
}

/**
 * The API's own words: for a mutation error, its description and each item's description with the
 * id of the document it concerns (`items[].index` is the mutation's position in the transaction).
 */
export function describeApiError(error: unknown, batch: readonly DatasetDocument[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const { statusCode, details } = (typeof error === "object" && error !== null ? error : {}) as {
    statusCode?: unknown;
    details?: unknown;
  };
  const status = typeof statusCode === "number" ? ` (HTTP ${statusCode})` : "";
  if (!isRecord(details) || !Array.isArray(details.items) || details.items.length === 0) return `${message}${status}`;

  const items = details.items.map((item: unknown) => {
    if (!isRecord(item)) return String(item);
    const description =
      isRecord(item.error) && typeof item.error.description === "string" ? item.error.description : JSON.stringify(item.error);
    const id = typeof item.index === "number" ? batch[item.index]?._id : undefined;
    return id ? `${id}: ${description}` : description;
  });
  const head = typeof details.description === "string" ? details.description : message.split("\n")[0];
  return `${head}${status}\n${items.map((item) => `  - ${item}`).join("\n")}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
