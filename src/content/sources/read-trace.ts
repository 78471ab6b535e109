import type { IndexedField } from "./indexed-fields";

/**
 * What one query read of a snapshot, in terms a later snapshot can be checked against without
 * running the query again: the documents it looked up by id (`->`, found or not), the lookups
 * that narrowed each `*[…]` (the documents whose field held one of the values), and whether it
 * scanned every document. Its result can only differ on content where one of those documents
 * differs, in either version (decision 0036).
 */
export interface ReadDependencies {
  /** It read every document (a `*` no index narrowed). */
  all: boolean;
  /** Ids dereferenced. */
  ids: string[];
  /** Each narrowed `*[…]`: the field and the values whose documents it read. */
  lookups: Array<{ field: IndexedField; values: string[] }>;
}

/** Collects one evaluation's dependencies (the runner fills it in). */
export class ReadTrace {
  /** Set by a runner that traced the query; a read no runner traced is taken to depend on everything. */
  traced = false;
  all = false;
  readonly ids = new Set<string>();
  readonly lookups = new Map<string, { field: IndexedField; values: string[] }>();

  lookup(field: IndexedField, values: readonly string[]): void {
    const sorted = [...new Set(values)].sort();
    this.lookups.set(`${field}\u0000${sorted.join("\u0000")}`, { field, values: sorted });
  }

  dependencies(): ReadDependencies {
    return {
      all: this.all || !this.traced,
      ids: [...this.ids].sort(),
      lookups: [...this.lookups.keys()].sort().map((key) => this.lookups.get(key)!),
    };
  }
}
