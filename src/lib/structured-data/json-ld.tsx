/**
 * Serialises structured data for a <script type="application/ld+json">. Characters that could end
 * the script element or start markup are written as JSON unicode escapes, so no content (a title
 * containing "</script>", say) can break out of it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: object | null | undefined }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Structured data a loader built, one script element each. */
export function StructuredData({ items }: { items: readonly object[] }) {
  return items.map((data, index) => <JsonLd key={index} data={data} />);
}
