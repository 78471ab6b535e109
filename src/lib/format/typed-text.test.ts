import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codePointLabel, jsonShowingInvisible, refusedCharacterMessage, refusedCharacters, showInvisible } from "./typed-text";

/** `FUZZ_RUNS=20000 npx vitest run src/lib/format/typed-text.test.ts` for a long run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const fuzz = { numRuns: RUNS, seed: 40 };

const range = (from: number, to: number) => fc.integer({ min: from, max: to });
/** C0 controls, DEL and the C1 controls (U+0080-U+009F: U+009B starts a terminal escape sequence). */
const control = fc.oneof(range(0x00, 0x1f), fc.constant(0x7f), range(0x80, 0x9f));
/** Bidirectional embeddings, overrides and isolates, and the marks. */
const bidirectional = fc.oneof(range(0x202a, 0x202e), range(0x2066, 0x2069), fc.constantFrom(0x200e, 0x200f, 0x061c));
/** Zero-width characters, the word joiner, the byte-order mark, the soft hyphen, and their like. */
const zeroWidth = fc.constantFrom(0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x180e);
/** The line separator and the paragraph separator: line breaks to many programs, though nothing shows one. */
const separator = fc.constantFrom(0x2028, 0x2029);
const invisible = fc.oneof(control, bidirectional, zeroWidth, separator);

/** Text a person types: any characters, the invisible ones left out (they are what is under test). */
const typed = fc.string({ unit: "grapheme", maxLength: 30 }).map((text) => text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ""));

/** `text` with `character` inserted before its `at`th character (in code points, as positions are counted). */
const insert = (text: string, at: number, character: string) => {
  const characters = Array.from(text);
  const index = Math.min(at, characters.length);
  return { text: [...characters.slice(0, index), character, ...characters.slice(index)].join(""), position: index + 1 };
};

describe("what a visitor may type in a name, email or phone", () => {
  it("refuses every control, bidirectional control and zero-width character, naming it and where it is", () => {
    const check = (text: string, at: number, codePoint: number) => {
      const { text: withInvisible, position } = insert(text, at, String.fromCodePoint(codePoint));
      const refused = refusedCharacters(withInvisible, "line");
      expect(refused.map((found) => [found.codePoint, found.position])).toEqual([[codePoint, position]]);
      const message = refusedCharacterMessage("Email", withInvisible, "line");
      expect(message).toMatch(/^Email contains an? [a-zA-Z -]+ \(U\+[0-9A-F]{4}\) at position \d+\./);
      expect(message).toContain(`(${codePointLabel(codePoint)}) at position ${position}.`);
    };
    // The joiners apart: between two letters of a script that joins they spell a name (below).
    const notJoiner = invisible.filter((codePoint) => codePoint !== 0x200c && codePoint !== 0x200d);
    fc.assert(fc.property(typed, fc.nat(40), notJoiner, check), fuzz);
    // Next to anything but such letters (here, in text of ASCII letters, digits and signs), they are refused too.
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.nat(40), fc.constantFrom(0x200c, 0x200d), (text, at, codePoint) => {
        check(text.replace(/\p{Cc}/gu, ""), at, codePoint);
      }),
      fuzz,
    );
  });

  it("accepts text without them", () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(refusedCharacters(text, "line")).toEqual([]);
        expect(refusedCharacterMessage("Name", text, "line")).toBeUndefined();
      }),
      fuzz,
    );
  });

  it("says which character and where: the zero-width space that made an address look like another", () => {
    expect(refusedCharacterMessage("Email", "ali\u200bce@example.com", "line")).toBe(
      "Email contains a zero-width space (U+200B) at position 4. Please delete it (it may not show) or retype this field.",
    );
    expect(refusedCharacterMessage("Name", "Eve\u202e\u009b31m", "line")).toBe(
      "Name contains 2 hidden or control characters, the first a right-to-left override (U+202E) at position 4. Please delete them (they may not show) or retype this field.",
    );
  });

  // A program that starts a new line there would read "=HYPERLINK(" as the start of a line of its own.
  it("refuses the line and paragraph separators, by name", () => {
    expect(refusedCharacterMessage("Name", 'Bob\u2028=HYPERLINK("https://evil.example")', "line")).toBe(
      "Name contains a line separator (U+2028) at position 4. Please delete it (it may not show) or retype this field.",
    );
    expect(refusedCharacterMessage("Phone", "+44 20\u2029 7946 0000", "line")).toBe(
      "Phone contains a paragraph separator (U+2029) at position 7. Please delete it (it may not show) or retype this field.",
    );
  });

  it("counts positions in characters as a visitor sees them, an emoji as one", () => {
    expect(refusedCharacters("😀😀\u200b", "line")).toMatchObject([{ codePoint: 0x200b, position: 3 }]);
  });

  it("keeps a joiner or non-joiner between letters of a script that joins: it is how the name is spelt", () => {
    expect(refusedCharacters("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", "line")).toEqual([]); // Persian, with ZWNJ
    expect(refusedCharacters("\u0915\u094d\u200d\u0937", "line")).toEqual([]); // Devanagari, with ZWJ after a virama
    expect(refusedCharacters("Ann\u200dSmith", "line")).toMatchObject([{ codePoint: 0x200d, position: 4 }]);
    expect(refusedCharacters("\u200c\u0645", "line")).toMatchObject([{ codePoint: 0x200c, position: 1 }]);
  });
});

describe("what a visitor may type in a message", () => {
  it("refuses controls other than line breaks and tabs, naming each and where it is", () => {
    const refusedControl = control.filter((codePoint) => ![0x09, 0x0a, 0x0d].includes(codePoint));
    fc.assert(
      fc.property(typed, fc.nat(40), refusedControl, (text, at, codePoint) => {
        const { text: withControl, position } = insert(text, at, String.fromCodePoint(codePoint));
        expect(refusedCharacters(withControl, "message").map((found) => [found.codePoint, found.position])).toEqual([
          [codePoint, position],
        ]);
      }),
      fuzz,
    );
  });

  it("accepts line breaks (the separators too), tabs and the formatting characters right-to-left writing and emoji use", () => {
    fc.assert(
      fc.property(
        typed,
        fc.nat(40),
        fc.oneof(fc.constantFrom(0x09, 0x0a, 0x0d), bidirectional, zeroWidth, separator),
        (text, at, codePoint) => {
          expect(refusedCharacters(insert(text, at, String.fromCodePoint(codePoint)).text, "message")).toEqual([]);
        },
      ),
      fuzz,
    );
  });
});

/** Every control and format character, and the separators: what must never reach a terminal raw. */
const RAW_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

describe("what a visitor typed, shown", () => {
  const anyText = fc
    .array(
      fc.oneof(
        typed,
        invisible.map((codePoint) => String.fromCodePoint(codePoint)),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(""));

  it("escapes every invisible character, and leaves the rest as it was", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = showInvisible(text);
        expect(shown).not.toMatch(RAW_INVISIBLE);
        expect(shown.replace(/\\x[0-9a-f]{2}|\\u[0-9a-f]{4}|\\u\{[0-9a-f]+\}/g, "")).toBe(
          text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").replace(/\\x[0-9a-f]{2}|\\u[0-9a-f]{4}|\\u\{[0-9a-f]+\}/g, ""),
        );
      }),
      fuzz,
    );
    expect(showInvisible("ali\u200bce \u009b31m \u202eok \u{e0041}")).toBe("ali\\u200bce \\x9b31m \\u202eok \\u{e0041}");
    expect(showInvisible("Bob\u2028=HYPERLINK(\u2029")).toBe("Bob\\u2028=HYPERLINK(\\u2029");
  });

  it("writes JSON that shows them as escapes and parses back to exactly what was typed", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const json = jsonShowingInvisible({ name: text }, 2);
        // The indentation's line breaks are JSON's own; nothing else invisible is left raw.
        expect(json.replace(/\n/g, "")).not.toMatch(RAW_INVISIBLE);
        expect(JSON.parse(json)).toEqual({ name: text });
      }),
      fuzz,
    );
    expect(jsonShowingInvisible({ name: "Bob\u2028=HYPERLINK(\u2029" })).toBe('{"name":"Bob\\u2028=HYPERLINK(\\u2029"}');
  });
});
