import { createHash } from "node:crypto";

/**
 * Deterministic `_key`s: the n-th key asked for within a document is always the same, so seeding
 * twice gives a byte-identical dataset.
 */
export function createKeyFactory(documentId: string): () => string {
  let counter = 0;
  return () => createHash("sha1").update(`${documentId}:${counter++}`).digest("hex").slice(0, 12);
}

export type KeyFactory = ReturnType<typeof createKeyFactory>;
