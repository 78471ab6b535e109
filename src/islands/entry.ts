import { blockScriptLoaders } from "../blocks/generated/block-scripts";
import type { BlockScriptStart, BlockType } from "../blocks/types";
import { ISLAND_SELECTOR, ISLANDS_BOOTSTRAP_DATA_ID } from "../lib/page-start/island-markup";
import { replayPendingClick } from "../lib/page-start/start-after-first-paint";
import { installChromeScripts } from "./chrome-scripts";

/**
 * What a content page or article runs instead of the app (decision 0034), started after the
 * first paint by the page's inline bootstrap (`IslandScripts`). It installs the page's chrome
 * scripts (chrome-scripts.ts), then starts each block's plain script when its manifest says
 * (decision 0054); a block's script is downloaded only when it starts. No framework runs here.
 */

/** How far below (or above) the window a block's script starts to load, so it is ready when seen. */
const LOAD_AHEAD_MARGIN = "400px 0px";
/** Controls that do nothing until their block's script runs: a press on one is held, then made again. */
const HELD_CONTROLS = 'button[type="button"], [role="button"], [role="tab"]';
/** Signs that the visitor is about to use a block (keyboard, pointer, touch). */
const INTENT_EVENTS = ["focusin", "pointerdown", "touchstart"] as const;

/** Whether the address's hash names an element inside the block (an "On this page" link into a tab). */
function hashPointsInto(wrapper: HTMLElement): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return !!target && wrapper.contains(target);
}

/** Loads the block's script and runs it on its markup; the wrapper is marked once it runs. */
async function runBlockScript(wrapper: HTMLElement, type: BlockType): Promise<void> {
  const load = blockScriptLoaders[type];
  if (!load) throw new Error(`No script is listed for the ${type} block (src/blocks/generated/block-scripts.ts).`);
  const startBlockScript = await load();
  startBlockScript(wrapper, window);
  wrapper.dataset.hydrated = "true";
}

/**
 * Watches one block and starts its script once, when its moment comes: at load, when seen, at the
 * visitor's first touch, or at once when the address or the focus is already inside it. A button
 * (or a link acting as one) pressed before then does nothing yet: the click is held and made again
 * once the script runs, or, if its code cannot load, a held link is followed as a plain link.
 */
function watchIsland(wrapper: HTMLElement): Promise<void> {
  const type = wrapper.dataset.island as BlockType;
  const mode = wrapper.dataset.starts as BlockScriptStart;
  let starting: Promise<void> | null = null;
  let held: HTMLElement | null = null;
  const cleanups: (() => void)[] = [];
  const start = (): Promise<void> => {
    if (starting) return starting;
    cleanups.splice(0).forEach((cleanup) => cleanup());
    starting = runBlockScript(wrapper, type).then(
      () => {
        stopHolding();
        const replay = held;
        held = null;
        if (replay?.isConnected) replay.click();
      },
      (error: unknown) => {
        stopHolding();
        console.error(`The ${type} block's script could not start; it keeps working as plain HTML.`, error);
        if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
      },
    );
    return starting;
  };
  function holdClick(event: MouseEvent) {
    if (wrapper.dataset.hydrated || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(HELD_CONTROLS);
    if (!target || !wrapper.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    void start();
  }
  // Enter or Space on such a control, pressed before the block runs, is held the same way.
  function holdKey(event: KeyboardEvent) {
    if (wrapper.dataset.hydrated || (event.key !== "Enter" && event.key !== " ")) return;
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(HELD_CONTROLS);
    if (!target || !wrapper.contains(target) || (target.tagName === "BUTTON" && event.key === "Enter")) return;
    event.preventDefault();
    held = target;
    void start();
  }
  document.addEventListener("click", holdClick, true);
  document.addEventListener("keydown", holdKey, true);
  const stopHolding = () => {
    document.removeEventListener("click", holdClick, true);
    document.removeEventListener("keydown", holdKey, true);
  };

  const onIntent = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) void start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  cleanups.push(() => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, onIntent, { capture: true })));

  const onHash = () => hashPointsInto(wrapper) && void start();
  window.addEventListener("hashchange", onHash);
  cleanups.push(() => window.removeEventListener("hashchange", onHash));

  if (mode === "when-seen" && typeof IntersectionObserver === "function") {
    // A block already in view counts as part of the page starting: the first report says.
    return new Promise<void>((firstReport) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) void start().finally(firstReport);
          else firstReport();
        },
        { rootMargin: LOAD_AHEAD_MARGIN },
      );
      // The wrapper takes no box: what it holds is what is seen.
      for (const child of wrapper.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
      if (hashPointsInto(wrapper) || wrapper.contains(document.activeElement)) void start().finally(firstReport);
    });
  }
  if (mode === "at-load" || mode === "when-seen" || hashPointsInto(wrapper) || wrapper.contains(document.activeElement))
    return start();
  return Promise.resolve();
}

/** Starts the page's chrome scripts and watches its blocks'. */
function startIslands(): void {
  installChromeScripts(document, window);
  const watched = Promise.all([...document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)].map(watchIsland));
  // A button pressed while this was loading (often the very press that started it) is pressed
  // again now that its script listens: the currency switch's and the cookie notice's act at once;
  // one inside a block (a tab) is held by the block, which is watching by now, until it runs.
  replayPendingClick(window);
  void watched.finally(() => {
    // The page's scripts are running, those of the blocks in view included: tests and styles can tell, as on the app's pages.
    document.documentElement.dataset.hydrated = "true";
  });
}

// This module shares its chunk with helpers the app imports (vite.config.ts), so it also runs
// wherever the app does: on the app's pages and in the drafts preview. There it must do nothing;
// the chrome's scripts would act twice beside the app's components, and <html> would be marked
// hydrated before React has hydrated anything. Only a content page's bootstrap writes this element.
if (document.getElementById(ISLANDS_BOOTSTRAP_DATA_ID)) startIslands();
