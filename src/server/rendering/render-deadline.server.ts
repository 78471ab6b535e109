/**
 * When a page render that is still waiting (on code loading, on a Suspense boundary) is given up,
 * with React's `abort`. Returns what to call once the page is written, so nothing fires after it.
 *
 * - Always when the request is aborted: the browser that asked has gone, and nobody will read the page.
 * - After `timeoutMs`, when given. Without it a render is finished however long it takes, for as
 *   long as the one who asked is still there: the drafts preview renders for an editor waiting in
 *   the studio, and cutting a slow render short answers them with a 500 (decision 0050).
 */
export function giveUpRender(
  abort: (reason?: unknown) => void,
  { signal, timeoutMs }: { signal?: AbortSignal; timeoutMs?: number },
): () => void {
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => abort(new Error(`The render was given up after ${timeoutMs} ms.`)), timeoutMs);
  const onAbort = () => abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener("abort", onAbort, { once: true });
  return () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  };
}
