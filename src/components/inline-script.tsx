import { serializeForScript } from "../lib/script-json";

/**
 * An inline script whose text is the same wherever it appears, and the data it reads, in a
 * `<script type="application/json">` element just before it (the script finds it as
 * `document.currentScript.previousElementSibling`). The Content-Security-Policy allows inline
 * scripts by the hash of their text: keeping content out of the text keeps the list of hashes short
 * and the same for every page, and a JSON element is never run, so content cannot run either
 * (docs/decisions/0015-inline-scripts-by-hash.md).
 *
 * Both are written only at prerender time: in the browser the elements are hydrated as they are (the
 * builder of `source` stays out of the browser's bundle, and a script React inserts never runs).
 */
export function InlineScript({ source, data }: { source: () => string; data?: () => unknown }) {
  const ssr = import.meta.env.SSR;
  return (
    <>
      {data ? (
        <script
          type="application/json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ssr ? serializeForScript(data()) : "" }}
        />
      ) : null}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ssr ? source() : "" }} />
    </>
  );
}
