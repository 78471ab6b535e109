import { useSyncExternalStore } from "react";
import { FirstPaintScript } from "./page-scripts/first-paint-script";

const noSubscription = () => () => {};

/** Writes the visitor's year into the element before it. The same text on every page: one hash allows it. */
const fillYearScript = () =>
  `(function(){var s=document.currentScript;s.previousElementSibling.textContent=String(new Date().getFullYear());})();`;

/**
 * The current year when the visitor looks, not when the site was built, in the first paint: the
 * prerendered page holds `contentYear` (the year of the content's newest change, so the same
 * content builds to the same bytes, decision 0017), and an inline script right after the element
 * writes the visitor's year before the page is painted. The app then renders the same year.
 */
export function ViewTimeYear({ contentYear }: { contentYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => contentYear,
  );
  return (
    <>
      {/* Hydration renders the content's year where the script may have written another. */}
      <span suppressHydrationWarning>{year}</span>
      <FirstPaintScript source={import.meta.env.SSR ? fillYearScript() : ""} />
    </>
  );
}
