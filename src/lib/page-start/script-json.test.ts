import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serializeForScript } from "./script-json";

/** Strings built to end a script element, open a comment or end a line in old parsers. */
const hostileText = fc
  .array(
    fc.oneof(fc.constantFrom("</script", "</SCRIPT>", "<!--", "-->", "<script>", "\u2028", "\u2029", "&", ">"), fc.string()),
    {
      maxLength: 8,
    },
  )
  .map((parts) => parts.join(""));

const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("serializeForScript", () => {
  it("cannot be broken out of, and reads back as the same value", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const text = serializeForScript(value);
        // Nothing an HTML parser acts on inside a script element, and no line terminator.
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(value);
      }),
      { seed: 26, numRuns: 500 },
    );
  });

  it("keeps a title with a closing tag inside the JSON", () => {
    const title = 'Evil </script><script>alert("x")</script> & co';
    expect(serializeForScript({ title })).toBe(
      '{"title":"Evil \\u003c/script\\u003e\\u003cscript\\u003ealert(\\"x\\")\\u003c/script\\u003e \\u0026 co"}',
    );
  });
});
