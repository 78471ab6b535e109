import type { GroqRunner } from "./groq-runner.server";

/**
 * Snapshots kept for the whole process, one per content source. A build evaluates the content
 * modules twice in one process: for react-router.config.ts (listing the paths to prerender) and
 * again inside the server build (the loaders), each with its own module state. Keeping the
 * snapshot here instead means one export request to the Content Lake per build, and one copy of
 * the dataset in memory (with 5,000 extra articles, two copies took the build to a peak of 1.25 GB
 * in 55 s; one copy, 0.96 GB in 46-49 s).
 */
const REGISTRY = Symbol.for("agency-website.content-snapshots");

type Registry = Map<string, Promise<GroqRunner>>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

/** The snapshot for `source`, loading it the first time any copy of this module asks. */
export function sharedSnapshot(source: string, load: () => Promise<GroqRunner>): Promise<GroqRunner> {
  const snapshots = registry();
  let snapshot = snapshots.get(source);
  if (!snapshot) {
    snapshot = load();
    snapshots.set(source, snapshot);
  }
  return snapshot;
}

/** Tests switch datasets; this forgets every snapshot taken so far. */
export function forgetSharedSnapshots(): void {
  registry().clear();
}
