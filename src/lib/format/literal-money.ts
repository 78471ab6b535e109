/** A pound or dollar amount typed into copy, e.g. "£60" or "$ 1,295". */
const MONEY = /[£$]\s?\d[\d,]*(\.\d+)?/;

/** Text of plain strings and Portable Text spans, for checks that read copy. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") {
    const node = value as { _type?: string; text?: unknown; children?: unknown };
    if (node._type === "span" && typeof node.text === "string") return [node.text];
    if (node._type === "block") return textsOf(node.children);
  }
  return [];
}

/**
 * Prices live in package documents so every page shows the same figure. A literal amount typed
 * into copy would go stale on the next price change, so editors are pointed at the price document.
 */
export function literalMoneyWarning(value: unknown): string | true {
  const found = textsOf(value)
    .map((text) => MONEY.exec(text)?.[0])
    .find(Boolean);
  return found
    ? `"${found}" is a price typed into the copy. Prices belong in Prices & packages, so every page shows the same figure; refer to the package instead.`
    : true;
}
