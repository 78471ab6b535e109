/**
 * The Content Lake refuses a strong reference to a document that does not exist yet, so documents
 * are written after the documents they reference. Where references form a cycle, the reference
 * that points forward is written weak (`_weak: true`) first and the document is written again,
 * as it is in the file, once everything it references exists.
 */
import type { DatasetDocument } from "./dataset";

export interface WritePlan {
  /** Every document, referenced ones first; forward references (cycles only) weakened. */
  first: DatasetDocument[];
  /** The documents whose references were weakened in `first`, as in the file, to write last. */
  second: DatasetDocument[];
}

export function planWrites(documents: readonly DatasetDocument[]): WritePlan {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const order: DatasetDocument[] = [];
  const state = new Map<string, "visiting" | "done">();

  const visit = (document: DatasetDocument) => {
    if (state.has(document._id)) return; // done, or on the current path (a cycle: broken below)
    state.set(document._id, "visiting");
    for (const id of strongReferences(document)) {
      const target = byId.get(id);
      if (target) visit(target);
    }
    state.set(document._id, "done");
    order.push(document);
  };
  for (const document of documents) visit(document);

  const position = new Map(order.map((document, index) => [document._id, index]));
  const first: DatasetDocument[] = [];
  const second: DatasetDocument[] = [];
  order.forEach((document, index) => {
    let weakened = false;
    const copy = mapReferences(document, (reference) => {
      const target = position.get(reference._ref);
      if (target === undefined || target < index) return reference;
      weakened = true;
      return { ...reference, _weak: true };
    });
    first.push(copy);
    if (weakened) second.push(document);
  });
  return { first, second };
}

interface Reference {
  _ref: string;
  _weak?: boolean;
  [key: string]: unknown;
}

/** A same-dataset strong reference (cross-dataset and global references name other resources). */
function isStrongReference(value: Record<string, unknown>): value is Reference {
  return typeof value._ref === "string" && value._weak !== true && !("_dataset" in value) && !("_projectId" in value);
}

function strongReferences(document: DatasetDocument): string[] {
  const ids: string[] = [];
  mapReferences(document, (reference) => {
    ids.push(reference._ref);
    return reference;
  });
  return ids;
}

function mapReferences<T>(value: T, map: (reference: Reference) => Reference): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== "object" || node === null) return node;
    const object = node as Record<string, unknown>;
    if (isStrongReference(object)) return map(object);
    return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as T;
}
