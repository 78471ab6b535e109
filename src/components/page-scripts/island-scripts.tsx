import islandsEntryUrl from "virtual:islands-entry-url";
import { ISLANDS_BOOTSTRAP_DATA_ID, ISLANDS_NEEDED_AT_LOAD } from "../../lib/page-start/island-markup";
import { RENDER_ANNOUNCEMENT_DELAY_MS, RENDER_ANNOUNCEMENT_EVENT } from "../../lib/page-start/render-announcement";
import { followPendingLink, startAfterFirstPaint } from "../../lib/page-start/start-after-first-paint";
import { InlineScript } from "./inline-script";

/**
 * The bootstrap of a content page or article (decision 0034), in place of the app's. It imports
 * the islands entry, which installs the page's plain scripts and hydrates its islands when each
 * needs it, once the page has painted and loaded if an island must hydrate without a touch (one
 * hydrated when seen or when idle) or the address names a place on the page, and otherwise only at
 * the visitor's first interaction: a page that is only read runs no script beyond this one, as its
 * script-free copy does. No React Router starts, no hydration data is fetched, and nothing is
 * preloaded in the head. The text is the same on every page; the entry's address is its data (see
 * InlineScript).
 */
function islandsBootstrapScript(): string {
  const page = `JSON.parse(document.getElementById(${JSON.stringify(ISLANDS_BOOTSTRAP_DATA_ID)}).textContent)`;
  const boot = `function(){import(${page}.entry).catch(function(error){console.error("The page's scripts could not load; links and forms still work.",error);(${followPendingLink.toString()})(window)})}`;
  const neededAtLoad = `function(){return !!location.hash||!!document.querySelector(${page}.neededAtLoad)}`;
  const announce = `setTimeout(function(){document.dispatchEvent(new Event(${JSON.stringify(RENDER_ANNOUNCEMENT_EVENT)}))},${RENDER_ANNOUNCEMENT_DELAY_MS});`;
  return `${announce}(${startAfterFirstPaint.toString()})(window,${boot},${neededAtLoad});`;
}

export function IslandScripts() {
  return (
    <InlineScript
      source={import.meta.env.SSR ? islandsBootstrapScript() : ""}
      data={() => ({ entry: islandsEntryUrl, neededAtLoad: ISLANDS_NEEDED_AT_LOAD })}
      dataId={ISLANDS_BOOTSTRAP_DATA_ID}
    />
  );
}
