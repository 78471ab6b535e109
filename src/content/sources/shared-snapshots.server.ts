import type { GroqRunner } from "./groq-runner.server";
import type { DatasetDocument } from "./types";

/**
 * Snapshots kept for the whole process, one per content source. A build evaluates the content
 * modules twice in one process: for react-router.config.ts (listing the paths to prerender) and
 * again inside the server build (the loaders), each with its own module state. Keeping the
 * snapshot here instead means one export request to the Content Lake per build, and one copy of
 * the dataset in memory, which matters for a large dataset's build time and memory (docs/performance.md, "Figures behind choices in the code").
 */
const REGISTRY = Symbol.for("agency-website.content-snapshots");

/** A source's queries, and the documents they run over. */
export type Snapshot = GroqRunner & { readonly documents: readonly DatasetDocument[] };

type Registry = Map<string, Promise<Snapshot>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

/** The snapshot for `source`, loading it the first time any copy of this module asks. */
export function sharedSnapshot(source: string, load: () => Promise<Snapshot>): Promise<Snapshot> {
  const snapshots = registry();
  let snapshot = snapshots.get(source);
  if (!snapshot) {
    snapshot = load();
    snapshots.set(source, snapshot);
  }
  return snapshot;
}

/**
 * Makes `snapshot` the one `source` answers from in this process, before anything asks for it: a
 * publish's build holds the dataset as it read it (scripts/build/lazy-dataset.ts).
 */
export function provideSnapshot(source: string, snapshot: Snapshot): void {
  registry().set(source, Promise.resolve(snapshot));
}

/** Tests switch datasets; this forgets every snapshot taken so far. */
export function forgetSharedSnapshots(): void {
  registry().clear();
}
