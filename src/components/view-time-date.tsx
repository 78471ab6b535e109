import { useSyncExternalStore } from "react";
import { ukDateInDays } from "../lib/uk-date";
import { FirstPaintScript, READ_SCRIPT_DATA } from "./first-paint-script";

const noSubscription = () => () => {};

/**
 * Fills the date element with the UK date its data's number of days from today. The text is the same
 * for every date on every page (the days are data), so one hash allows it; the page defines the
 * helper once and each date calls it, so the date is there at the first paint.
 */
const fillDateScript = () =>
  `(function(){${READ_SCRIPT_DATA}if(typeof data!=="number")return;` +
  `window.__ukDateInDays=window.__ukDateInDays||(${ukDateInDays.toString()});` +
  `target.textContent=window.__ukDateInDays(data);})();`;

/**
 * A date `days` from today in UK time, e.g. a turnaround. The prerendered HTML cannot know it (it
 * was built on another day), so an inline script right after the element writes it before the first
 * paint; the app then renders the same text (computed again in the browser) and keeps it current.
 */
export function ViewTimeDate({ days, className, testId }: { days: number; className?: string; testId?: string }) {
  const date = useSyncExternalStore(
    noSubscription,
    () => ukDateInDays(days),
    () => "",
  );
  return (
    <>
      {/* Hydration renders "" (the server's value) where the script has already written the date. */}
      <time className={className} data-testid={testId} suppressHydrationWarning>
        {date}
      </time>
      <FirstPaintScript source={import.meta.env.SSR ? fillDateScript() : ""} data={() => days} />
    </>
  );
}
