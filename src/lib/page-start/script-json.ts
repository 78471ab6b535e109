/**
 * The one way a value is written into a <script> element (structured data, the data an inline
 * script reads). JSON alone is not enough inside HTML: "</script>" or "<!--" in a string would end or
 * change the element, and U+2028/U+2029 end a line in older JavaScript parsers. Each of those
 * characters is written as a JSON unicode escape, so the text parses back to exactly the same value
 * and no content can break out of the element.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const escapeFor = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

export function serializeForScript(value: unknown): string {
  // JSON.stringify(undefined) is undefined: a script's data is always a JSON text.
  return (JSON.stringify(value) ?? "null").replace(UNSAFE_IN_SCRIPT, escapeFor);
}
