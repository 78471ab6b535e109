import islandsEntryUrl from "virtual:islands-entry-url";
import { ISLANDS_BOOTSTRAP_DATA_ID } from "../lib/island-markup";
import { startAfterFirstPaint } from "../lib/start-after-first-paint";
import { InlineScript } from "./inline-script";

/**
 * The bootstrap of a content page or article (decision 0034), in place of the app's: once the
 * page has painted and loaded (or at the first interaction), it imports the islands entry, which
 * installs the page's plain scripts and hydrates its islands when each needs it. No React Router
 * starts, no hydration data is fetched, and nothing is preloaded in the head. The text is the
 * same on every page; the entry's address is its data (see InlineScript).
 */
function islandsBootstrapScript(): string {
  const boot = `function(){var page=JSON.parse(document.getElementById(${JSON.stringify(ISLANDS_BOOTSTRAP_DATA_ID)}).textContent);
import(page.entry).catch(function(error){console.error("The page's scripts could not load; links and forms still work.",error)})}`;
  return `(${startAfterFirstPaint.toString()})(window,${boot});`;
}

export function IslandScripts() {
  return (
    <InlineScript
      source={import.meta.env.SSR ? islandsBootstrapScript() : ""}
      data={() => ({ entry: islandsEntryUrl })}
      dataId={ISLANDS_BOOTSTRAP_DATA_ID}
    />
  );
}
