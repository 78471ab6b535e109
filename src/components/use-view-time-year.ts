import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The current year when the visitor looks, not when the site was built. The prerendered page (and
 * hydration, which must match it) shows `contentYear`, the year of the content's newest change.
 */
export function useViewTimeYear(contentYear: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => contentYear,
  );
}
