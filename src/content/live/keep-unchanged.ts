const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `next`, with every part that equals the same part of `previous` replaced by `previous`'s own
 * object (structural sharing). A live answer is a whole new copy of the page's data for a change to
 * one field: kept this way, everything else stays the very same object, so React skips the blocks
 * that did not change and the rich text's "is this still the prerendered value" check is a
 * comparison of identity, not of JSON.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item, index) => keepUnchanged(previous[index], item));
    const same = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
    return (same ? previous : kept) as T;
  }
  if (isRecord(previous) && isRecord(next)) {
    const keys = Object.keys(next);
    const kept = Object.fromEntries(keys.map((key) => [key, keepUnchanged(previous[key], next[key])]));
    const same =
      keys.length === Object.keys(previous).length &&
      keys.every((key) => Object.hasOwn(previous, key) && kept[key] === previous[key]);
    return (same ? previous : kept) as T;
  }
  return next;
}
