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
 * Tabs kept for the whole test file, one per kind of window (`key`): a test opens its page in the
 * kept tab instead of a fresh window. A fresh window costs this Chromium about a CPU-second (a new
 * renderer process, started and torn down, and its first page), a page in a kept tab about a
 * quarter of that (docs/performance.md).
 *
 * The tab comes back as a first-time visitor would meet the site: no cookie, nothing in the local
 * or session storage of any site it shows (a framed one's too), its error list emptied. What it
 * keeps is the browser's: its cache and its history. A test that watches which requests a page
 * makes or when, needs a cold cache, or changes the window itself (a route, an init script,
 * permissions) opens its own window (decision 0041).
 *
 * `open` makes the window the first time its key is asked for. The windows close with the file's
 * Chromium.
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
    await forgetVisitor(kept.page);
    kept.errors.length = 0;
    return kept;
  };
}

/**
 * Forgets what earlier tests left on the sites in this tab's window: its cookies, and the storage
 * of every site it shows (a framed page's too).
 */
async function forgetVisitor(page: Page) {
  await page.context().clearCookies();
  for (const frame of page.frames())
    // A frame that has not loaded anything yet has no address at all.
    if (/^https?:$/.test(URL.parse(frame.url())?.protocol ?? ""))
      await frame.evaluate(() => {
        // A framed page on another site may be refused storage (third-party storage blocked): nothing kept to clear.
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // refused
        }
      });
}
