/** The dry run's comparison of the file with what the dataset holds now. */
import type { SanityClient } from "@sanity/client";
import { chunk } from "./batches";
import type { DatasetDocument } from "./dataset";

export type Verdict = "create" | "replace" | "unchanged";

export type QueryClient = Pick<SanityClient, "fetch">;

/** Set by the Content Lake on every write; a difference in them alone is no change. */
const SYSTEM_FIELDS = new Set(["_rev", "_createdAt", "_updatedAt"]);

/** The dataset's current version of each id in the file that exists, by id (`*[_id in $ids]`, in chunks). */
export async function fetchExisting(
  client: QueryClient,
  ids: readonly string[],
  chunkSize = 100,
): Promise<Map<string, Record<string, unknown>>> {
  const existing = new Map<string, Record<string, unknown>>();
  for (const idChunk of chunk(ids, chunkSize)) {
    const found = await client.fetch<Record<string, unknown>[]>(`*[_id in $ids]`, { ids: idChunk }, { perspective: "raw" });
    for (const document of found) {
      if (typeof document._id === "string") existing.set(document._id, document);
    }
  }
  return existing;
}

export function compareDocument(local: DatasetDocument, existing: Record<string, unknown> | undefined): Verdict {
  if (!existing) return "create";
  return sameContent(local, existing) ? "unchanged" : "replace";
}

/** Equal apart from `_rev`, `_createdAt` and `_updatedAt`; key order does not matter, array order does. */
export function sameContent(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return canonical(withoutSystemFields(a)) === canonical(withoutSystemFields(b));
}

function withoutSystemFields(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM_FIELDS.has(key)));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
