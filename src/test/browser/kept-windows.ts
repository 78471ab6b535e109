import type { Browser, BrowserContext, Page } from "playwright-core";
import { newPage } from "./chromium";

/** Windows a test file keeps across its tests: `setup.ts` leaves them open when a test ends. */
export const keptForFile = new WeakSet<BrowserContext>();

/** A kept window's one tab, with the errors it has recorded since it was last handed out. */
interface KeptTab {
  page: Page;
  errors: string[];
}

/**
 * Tabs kept for the whole test file, one per kind of window (`key`), for tests that only read
 * pages: such a test opens its page in the kept tab instead of a fresh window. A fresh window costs
 * this Chromium about a CPU-second (a new renderer process, started and torn down, and its first
 * page), a page in a kept tab about a quarter of that (docs/performance.md). A test that writes
 * anything the next one could see (storage, a cookie, a route) opens its own window instead.
 *
 * `open` makes the window the first time its key is asked for; the tab comes back with its error
 * list emptied. The windows close with the file's Chromium.
 */
export function keptTabs(browser: () => Browser) {
  const tabs = new Map<string, Promise<KeptTab>>();
  return async function keptTab(key: string, open: (browser: Browser) => Promise<BrowserContext>): Promise<KeptTab> {
    let tab = tabs.get(key);
    if (!tab) {
      tab = open(browser()).then((context) => {
        keptForFile.add(context);
        return newPage(context);
      });
      tabs.set(key, tab);
    }
    const kept = await tab;
    kept.errors.length = 0;
    return kept;
  };
}
