import { Component, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { ChunkLoadError, CHUNK_TIMEOUT_MS, lazyWithTimeout } from "../lib/page-start/lazy-with-timeout";

interface LazyScreenOptions {
  /** Names the chunk in the error (product.md §8: 'Loading chunk {id} failed'). */
  chunkId: string;
  /** What the visitor is waiting for, in their words: "your dashboard". */
  label: string;
  /** product.md §9's 120 s unless a test needs to wait less. */
  timeoutMs?: number;
  /** Layout classes for the loading and error messages, when the screen brings its own layout. */
  className?: string;
}

interface BoundaryProps {
  label: string;
  className: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a chunk that failed to load and offers to load it again. Any other error is not its
 * business and goes on to the route's error boundary.
 */
class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    const label = this.props.label;
    return (
      <div role="alert" className={`message-error ${this.props.className}`.trim()}>
        <p>
          {label.charAt(0).toUpperCase() + label.slice(1)} could not be loaded
          {error.reason === "timeout" ? ": it took too long to arrive" : ""}. Please check your connection, then retry.
        </p>
        <p className="form-note">{error.message}</p>
        <button type="button" className="button button--secondary" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

/**
 * A client-area screen in its own chunk (product.md §4): a loading message while it arrives, then the
 * screen, or an error with Retry if it fails or does not arrive within the time-out.
 */
export function createLazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: LazyScreenOptions,
) {
  const { chunkId, label, timeoutMs = CHUNK_TIMEOUT_MS, className = "" } = options;
  function LazyScreen(props: P) {
    // A retry needs a new lazy component (React keeps a failed one failed) and a fresh boundary.
    const [attempt, setAttempt] = useState(() => ({ count: 0, Screen: lazyWithTimeout(load, chunkId, timeoutMs) }));
    const retry = () => setAttempt(({ count }) => ({ count: count + 1, Screen: lazyWithTimeout(load, chunkId, timeoutMs) }));
    const Screen = attempt.Screen as ComponentType<P>;
    return (
      <ChunkErrorBoundary key={attempt.count} label={label} className={className} onRetry={retry}>
        <Suspense
          fallback={
            <p className={className || undefined} role="status">
              Loading {label}…
            </p>
          }
        >
          <Screen {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyScreen.displayName = `LazyScreen(${chunkId})`;
  return LazyScreen;
}
