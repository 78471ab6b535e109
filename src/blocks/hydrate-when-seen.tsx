import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { BlockType } from "./types";

/** How far below (or above) the window a block's code starts to load, so it is ready when seen. */
const LOAD_AHEAD_MARGIN = "400px 0px";
/** Signs that the visitor is about to use the block before it has scrolled into view (keyboard, touch). */
const INTENT_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

interface HydrateWhenSeenProps {
  /** The block's type, written on the wrapper so the page says which code it loads later. */
  blockType: BlockType;
  /** Whether the block's code is already here (then it renders at once). */
  isLoaded: boolean;
  /** Downloads the block's code; passed in, so this wrapper needs nothing of the block registry. */
  load: () => Promise<void>;
  children: ReactNode;
}

/** Renders its children once `until` has settled; until then the Suspense boundary above keeps the prerendered markup. */
function After({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/** Calls `onRun` once the block beside it has hydrated (or rendered). */
function WhenRunning({ onRun }: { onRun: () => void }) {
  useEffect(onRun, [onRun]);
  return null;
}

/**
 * Loads the block's code when the visitor nears the block (or starts to use it), then settles
 * `codeArrived`. A failed download is tried again only at the visitor's next use of the block, so a
 * failing network is not asked over and over.
 */
function useLoadWhenSeen(
  wrapper: RefObject<HTMLDivElement | null>,
  codeArrived: { resolve: () => void } | null,
  blockType: BlockType,
  load: () => Promise<void>,
) {
  useEffect(() => {
    const element = wrapper.current;
    if (!codeArrived || !element) return;
    let loading = false;
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
            rootMargin: LOAD_AHEAD_MARGIN,
          })
        : null;
    // On the window, in the capture phase: while the block waits, React stops these events at the
    // document (it queues them to replay once the block is hydrated), so they never reach the block.
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) start();
    };
    const listenForIntent = (listen: boolean) => {
      for (const type of INTENT_EVENTS)
        if (listen) window.addEventListener(type, onIntent, { capture: true, passive: true });
        else window.removeEventListener(type, onIntent, { capture: true });
    };
    const block = element.firstElementChild;
    // React drops the prerendered block to render it afresh when the page changes it before it has
    // hydrated (new data for the page, say): nothing is left to show meanwhile, or to see.
    const replaced = new MutationObserver(() => block && !element.contains(block) && start());
    const stopWatching = () => {
      listenForIntent(false);
      observer?.disconnect();
      replaced.disconnect();
    };
    function start() {
      if (loading) return;
      loading = true;
      stopWatching();
      load().then(codeArrived!.resolve, (error: unknown) => {
        // The markup still works (links, the native form post).
        console.error(`The ${blockType} block's code could not load; it keeps working as plain HTML.`, error);
        loading = false;
        listenForIntent(true);
      });
    }
    listenForIntent(true);
    if (observer && block) observer.observe(block);
    replaced.observe(element, { childList: true });
    // Load now when there is no prerendered block to wait in (rendered in the browser, so nothing
    // would show until the code came), no observer (an old browser), or focus already inside the
    // block (the visitor was typing before the app ran).
    if (!block || !observer || element.contains(document.activeElement)) start();
    return stopWatching;
  }, [wrapper, codeArrived, blockType, load]);
}

/**
 * A block whose code loads when the visitor is about to see or use it, not before the page
 * hydrates. The prerendered markup works meanwhile (the contact form posts natively). React
 * hydrates the rest of the page and leaves this block's markup as it is, inside a Suspense
 * boundary that waits on a promise; the promise is settled once the code has arrived, and React
 * then hydrates the block where it stands. What the visitor typed stays in the fields.
 *
 * The wrapper takes no box (`display: contents`); the block inside it is what is watched.
 */
export function HydrateWhenSeen({ blockType, isLoaded, load, children }: HydrateWhenSeenProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  // Decided once for the life of the component: deciding again on a re-render could swap a
  // hydrated block for a suspended one.
  const [codeArrived] = useState(() => (isLoaded ? null : withResolvers()));
  useLoadWhenSeen(wrapper, codeArrived, blockType, load);
  // The wrapper is marked once the block runs, as the root marks the page (tests and styles read it).
  const markHydrated = useCallback(() => {
    if (wrapper.current) wrapper.current.dataset.hydrated = "true";
  }, []);
  return (
    <div ref={wrapper} className="hydrate-when-seen" data-block-type={blockType}>
      <Suspense>
        {codeArrived ? <After until={codeArrived.promise}>{children}</After> : children}
        <WhenRunning onRun={markHydrated} />
      </Suspense>
    </div>
  );
}

/** `Promise.withResolvers`, which Node 20 (the build) does not have. */
function withResolvers(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}
