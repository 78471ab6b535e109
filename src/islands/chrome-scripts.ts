import { installSiteChromeBehaviour } from "../components/site-chrome/site-chrome-behaviour";
import { followStoredStateAcrossTabs } from "../lib/page-start/follow-stored-state";
import { installCookieNotice } from "./chrome/cookie-notice";
import { installCurrencySwitch } from "./chrome/currency-switch";

/**
 * The framework-free scripts every content page and article runs (decision 0034): the page
 * chrome (header, currency switch, cookie notice). This list is the one place such a script is
 * installed on those pages; a block's own behaviour is its plain script (decision 0054), and the
 * app (client area, preview) does the same in React.
 * Each takes the page and returns nothing the entry keeps: they live as long as the page.
 */
const CHROME_SCRIPTS = {
  siteChrome: (doc: Document) => void installSiteChromeBehaviour(doc),
  cookieNotice: (doc: Document) => void installCookieNotice(doc),
  currencySwitch: (doc: Document, win: Window) => void installCurrencySwitch(doc, win),
  storedStateAcrossTabs: () => void followStoredStateAcrossTabs(),
} satisfies Record<string, (doc: Document, win: Window) => void>;

/** Installs every chrome script; one that throws is named in the console and the rest still run. */
export function installChromeScripts(doc: Document, win: Window): void {
  for (const [name, install] of Object.entries(CHROME_SCRIPTS)) {
    try {
      install(doc, win);
    } catch (error) {
      console.error(`The page's ${name} script could not start.`, error);
    }
  }
}
