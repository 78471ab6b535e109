import { useSyncExternalStore } from "react";
import { ukDateInDays } from "../lib/uk-date";
import { FirstPaintScript } from "./first-paint-script";

const noSubscription = () => () => {};

/**
 * Fills the element just before the running script with the UK date `days` from today. The page
 * defines the helper once and each date calls it, so the date is there at the first paint.
 */
const fillDateScript = (days: number) =>
  `(window.__ukDateInDays=window.__ukDateInDays||(${ukDateInDays.toString()}));` +
  `document.currentScript.previousElementSibling.textContent=window.__ukDateInDays(${JSON.stringify(days)});`;

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
      <FirstPaintScript source={() => fillDateScript(days)} />
    </>
  );
}
