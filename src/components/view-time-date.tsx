import { useSyncExternalStore } from "react";
import { ukDateInDays } from "../lib/format/uk-date";
import { FirstPaintScript, READ_SCRIPT_DATA } from "./page-scripts/first-paint-script";

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
 *
 * `before` and `after` are the words that only make sense with the date (", on ", " (" and ")"):
 * they and the date are one phrase that CSS leaves out where scripts do not run, so the sentence
 * around it still reads as one ("Standard turnaround 5 days.", decision 0031).
 */
export function ViewTimeDate({
  days,
  className,
  testId,
  before,
  after,
}: {
  days: number;
  className?: string;
  testId?: string;
  before?: string;
  after?: string;
}) {
  const date = useSyncExternalStore(
    noSubscription,
    () => ukDateInDays(days),
    () => "",
  );
  return (
    <span className="view-time-date needs-scripts">
      {before}
      {/* Hydration renders "" (the server's value) where the script has already written the date. */}
      <time className={className} data-testid={testId} suppressHydrationWarning>
        {date}
      </time>
      {after}
      {/* Inside the phrase: the script fills the element before its data, which is the date. */}
      <FirstPaintScript source={import.meta.env.SSR ? fillDateScript() : ""} data={() => days} />
    </span>
  );
}
