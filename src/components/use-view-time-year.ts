import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** The current year when the visitor looks, not when the site was built. */
export function useViewTimeYear(buildYear: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
