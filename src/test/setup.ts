import { afterEach, vi } from "vitest";

/** An unexpected console.error (a React warning, a failed prop type) fails the test that caused it. */
const errors: unknown[][] = [];
// This file runs again for every test file a worker runs (the unit project shares modules between
// files): wrap the console's own function each time, not the last file's wrapper.
const consoleWithOriginal = console as Console & { originalError?: Console["error"] };
const originalError = (consoleWithOriginal.originalError ??= console.error);
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};

// Files that share a worker share its document too: what one file left on the page (a test that
// wrote to document.body itself, which testing-library's cleanup does not know of) is gone before
// the next file starts, or a query of that file could find it.
if (typeof document !== "undefined") {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    localStorage.clear();
  }
  vi.useRealTimers();
  if (errors.length) {
    const messages = errors.splice(0).map((args) => args.map(String).join(" "));
    throw new Error(`console.error was called:\n${messages.join("\n")}`);
  }
});

// Pages render their blocks and rich text through lazily loaded components; in tests every one is
// ready, as the route loaders and the browser entry make them before a page renders.
const { blockComponentLoaders, loadBlockComponents } = await import("../blocks/block-components");
const { loadRichTextRenderer } = await import("../components/rich-text");
await Promise.all([loadBlockComponents(Object.keys(blockComponentLoaders)), loadRichTextRenderer()]);
