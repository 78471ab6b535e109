import { useHydrated } from "../lib/use-hydrated";
import { useScriptNonce } from "./script-nonce";

/**
 * A small inline script that fills in a view-time fact (a date, a stored choice) in the prerendered
 * HTML, so it is right in the first paint. It exists only in that HTML: hydration keeps the element
 * as the server rendered it, and afterwards, or when the app renders the page itself (a client-side
 * navigation), there is none, because the app computes the same fact and a script React inserts
 * would never run anyway. `source` is called only when the script is rendered.
 */
export function FirstPaintScript({ source }: { source: () => string }) {
  const nonce = useScriptNonce();
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? source() : "" }} />
  );
}
