import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** product.md §9: a screen chunk that has not arrived in this time has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** product.md §8: why a chunk failed. "missing" means the module arrived without the screen in it. */
export type ChunkFailureReason = "missing" | "error" | "timeout";

/** product.md §8: 'Loading chunk {id} failed', with the reason, and the underlying error when there is one. */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(
    readonly chunkId: string,
    readonly reason: ChunkFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed (${reason})`, options);
  }
}

type ScreenModule<P> = { default: ComponentType<P> };

/**
 * Runs a dynamic import with a time limit. A module that arrives after the limit is ignored: by
 * then the user has been told it failed and may have asked for it again.
 */
export function loadWithTimeout<P>(
  load: () => Promise<ScreenModule<P>>,
  chunkId: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ScreenModule<P>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, "timeout")), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        if (typeof module?.default !== "function" && typeof module?.default !== "object")
          reject(new ChunkLoadError(chunkId, "missing"));
        else resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, "error", { cause }));
      },
    );
  });
}

/**
 * `React.lazy` with the chunk time-out. React remembers a lazy component's failure for good, so a
 * retry needs a fresh one: call this again (see `LazyScreen`). Once a chunk has loaded, calling
 * it again costs nothing, as the module system keeps the module.
 */
export function lazyWithTimeout<P>(
  load: () => Promise<ScreenModule<P>>,
  chunkId: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWithTimeout(load, chunkId, timeoutMs));
}
