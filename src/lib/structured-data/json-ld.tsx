import { serializeForScript } from "../page-start/script-json";

function JsonLd({ data }: { data: object | null | undefined }) {
  if (!data) return null;
  // No content (a title containing "</script>", say) can break out of the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(data) }} />;
}

/** Structured data a loader built, one script element each. */
export function StructuredData({ items }: { items: readonly object[] }) {
  return items.map((data, index) => <JsonLd key={index} data={data} />);
}
