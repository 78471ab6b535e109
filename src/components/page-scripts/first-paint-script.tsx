import { useHydrated } from "../../lib/page-start/use-hydrated";
import { InlineScript } from "./inline-script";

/**
 * A small inline script that fills in a view-time fact (a date, a stored choice) in the prerendered
 * HTML, so it is right in the first paint. It exists only in that HTML: hydration keeps the element
 * as the server rendered it, and afterwards, or when the app renders the page itself (a client-side
 * navigation), there is none, because the app computes the same fact and a script React inserts
 * would never run anyway. `source` must not depend on content (see InlineScript): what differs
 * between uses goes in `data`, which the script reads from the JSON element before it. Callers pass
 * `import.meta.env.SSR ? builder() : ""`, as InlineScript asks.
 */
export function FirstPaintScript({ source, data }: { source: string; data?: () => unknown }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return <InlineScript source={source} data={data} />;
}

export { READ_SCRIPT_DATA } from "../../lib/page-start/read-script-data";
