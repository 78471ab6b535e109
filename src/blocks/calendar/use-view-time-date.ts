import { useSyncExternalStore } from "react";
import { ukDateInDays } from "../../lib/uk-date";

const noSubscription = () => () => {};

/**
 * The UK date `days` from today, computed in the visitor's browser (never at build time). The
 * prerendered HTML holds an empty value; the date appears on hydration in space reserved for it.
 */
export function useViewTimeDate(days: number): string {
  return useSyncExternalStore(
    noSubscription,
    () => ukDateInDays(days),
    () => "",
  );
}
