import { monthOf } from "../published-month";
import { INDEXED_FIELDS, PUBLISHED_MONTH, type IndexedField } from "./indexed-fields";
import type { DatasetDocument } from "./types";

/**
 * Lookups into a snapshot of documents, built once. Every list keeps the documents in dataset order,
 * so a filter run over a narrowed list returns what it would have returned over the whole dataset,
 * in the same order (`[0]` picks the same document).
 */
export interface DatasetIndex {
  /** Every document, in dataset order (an index that reads documents when asked reads them all here). */
  readonly documents: readonly DatasetDocument[];
  /** How many documents there are. */
  readonly size: number;
  /**
   * The newest `_updatedAt` of any document, when the index knows it without reading every
   * document (undefined otherwise): what the footer's year reads (decision 0017).
   */
  readonly newestUpdatedAt?: () => { known: true; value: string | undefined } | { known: false };
  /**
   * ARTICLE_DATES_QUERY's answer, when the index knows it without reading any article (undefined
   * otherwise): what the blog's months are made from (decision 0055).
   */
  readonly articleDates?: () => { known: true; value: unknown[] } | { known: false };
  /** groq-js's `dereference` option: `->` becomes a map lookup instead of a scan of every document. */
  readonly dereference: (reference: { _ref: string }) => DatasetDocument | undefined;
  /** The documents whose key for `field` is one of `values` (strings compared exactly, as GROQ's `==` does). */
  documentsWhere(field: IndexedField, values: readonly string[]): readonly DatasetDocument[];
  /** How many documents `documentsWhere` would answer (without reading them). */
  countWhere(field: IndexedField, values: readonly string[]): number;
}

const NONE: readonly DatasetDocument[] = [];

export function indexDataset(documents: readonly DatasetDocument[]): DatasetIndex {
  const position = new Map<DatasetDocument, number>();
  const byField = new Map<IndexedField, Map<string, DatasetDocument[]>>(INDEXED_FIELDS.map((field) => [field, new Map()]));
  documents.forEach((document, index) => {
    position.set(document, index);
    for (const field of INDEXED_FIELDS) {
      const value = indexKeyOf(document, field);
      if (value === undefined) continue;
      const lists = byField.get(field)!;
      const list = lists.get(value);
      if (list) list.push(document);
      else lists.set(value, [document]);
    }
  });
  const ids = byField.get("_id")!;
  return {
    documents,
    size: documents.length,
    // A plain scan returns the first document with the id; so does the head of its list.
    dereference: ({ _ref }) => ids.get(_ref)?.[0],
    countWhere: (field, values) =>
      [...new Set(values)].reduce((sum, value) => sum + (byField.get(field)!.get(value)?.length ?? 0), 0),
    documentsWhere(field, values) {
      const lists = byField.get(field)!;
      const distinct = [...new Set(values)];
      if (distinct.length === 1) return lists.get(distinct[0]!) ?? NONE;
      // Each document has one value per field, so the lists are disjoint: merge them back into
      // dataset order.
      return distinct.flatMap((value) => lists.get(value) ?? NONE).sort((a, b) => position.get(a)! - position.get(b)!);
    },
  };
}

/**
 * The key a document is found under for `field`: the string GROQ would read there, or, for the
 * publishing month, that string's first seven characters. Undefined when the document can never
 * match a lookup on it: no string there, or a date too short to have a month.
 */
function indexKeyOf(document: DatasetDocument, field: IndexedField): string | undefined {
  return field === PUBLISHED_MONTH ? monthOf(document.publishedAt) : stringAt(document, field);
}

/**
 * The string GROQ would read at `path` (`slug.current` is `current` inside the object `slug`), or
 * undefined when it would read anything else: such a document can never equal a string.
 */
function stringAt(document: DatasetDocument, path: string): string | undefined {
  let value: unknown = document;
  for (const name of path.split(".")) {
    if (typeof value !== "object" || value === null || Array.isArray(value) || !Object.hasOwn(value, name)) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return typeof value === "string" ? value : undefined;
}
