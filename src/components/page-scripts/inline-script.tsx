import { createContext, useContext } from "react";
import { serializeForScript } from "../../lib/page-start/script-json";

/**
 * Told, at prerender time, the text of every inline script the code writes: the build allows
 * exactly those by hash, so a script that reached a page any other way is refused.
 */
export const InlineScriptRecorderContext = createContext<((text: string) => void) | undefined>(undefined);

/**
 * An inline script whose text is the same wherever it appears, and the data it reads, in a
 * `<script type="application/json">` element just before it (the script finds it as
 * `document.currentScript.previousElementSibling`, or by `dataId`). The Content-Security-Policy
 * allows inline scripts by the hash of their text: keeping content out of the text keeps the list
 * of hashes short and the same for every page, and a JSON element is never run, so content cannot
 * run either (docs/decisions/0015-inline-scripts-by-hash.md).
 *
 * `source` is the script's text at prerender time and "" in the browser: callers write
 * `import.meta.env.SSR ? builder() : ""`, so the builder never reaches the browser's bundle, and
 * hydration keeps the elements as they were written (a script React inserts never runs anyway).
 */
export function InlineScript({
  source,
  data,
  dataId,
  type,
}: {
  source: string;
  data?: () => unknown;
  dataId?: string;
  /** Only for what the policy governs as script without being one: speculation rules. */
  type?: "speculationrules";
}) {
  const record = useContext(InlineScriptRecorderContext);
  const ssr = import.meta.env.SSR;
  if (ssr) record?.(source);
  return (
    <>
      {data ? (
        <script
          id={dataId}
          type="application/json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ssr ? serializeForScript(data()) : "" }}
        />
      ) : null}
      <script type={type} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
    </>
  );
}
