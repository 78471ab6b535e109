/**
 * Which recorded reads an edit can reach (decision 0036): from the documents that differ between
 * two snapshots, in either version, the reads that looked one of them up by id, narrowed a
 * `*[…]` to a set it belongs (or belonged) to, or read every document. A read not reached answers
 * as it did, since everything it read is the same; a read reached is run again and compared.
 */
import { INDEXED_FIELDS, type IndexedField } from "../../src/content/sources/indexed-fields";
import { indexKeysOf, type DocumentSummary, type ReadRecord } from "../../src/content/sources/content-reads.server";

export interface ChangeSet {
  /** Ids of documents added, removed or changed. */
  ids: Set<string>;
  /** For each indexed field, the values it held in either version of those documents. */
  values: Map<IndexedField, Set<string>>;
}

export function changedDocuments(before: Record<string, DocumentSummary>, after: Record<string, DocumentSummary>): ChangeSet {
  const changes: ChangeSet = {
    ids: new Set(),
    values: new Map(INDEXED_FIELDS.map((field) => [field, new Set<string>()])),
  };
  const note = (id: string, summary: DocumentSummary | undefined) => {
    changes.values.get("_id")!.add(id);
    if (!summary) return;
    for (const [field, key] of Object.entries(indexKeysOf(id, summary)) as Array<[IndexedField, string]>)
      changes.values.get(field)!.add(key);
  };
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[id]?.hash === after[id]?.hash) continue;
    changes.ids.add(id);
    note(id, before[id]);
    note(id, after[id]);
  }
  return changes;
}

/** Whether a read's answer may differ after `changes`. */
export function readReached({ dependencies }: Pick<ReadRecord, "dependencies">, changes: ChangeSet): boolean {
  if (changes.ids.size === 0) return false;
  if (dependencies.all) return true;
  if (dependencies.ids.some((id) => changes.ids.has(id))) return true;
  return dependencies.lookups.some(({ field, values }) => {
    const changed = changes.values.get(field);
    return changed !== undefined && values.some((value) => changed.has(value));
  });
}
