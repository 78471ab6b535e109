/**
 * What a visitor may type, and how what they typed is shown: one rule for every field a visitor
 * fills in (docs/decisions/0028-what-a-visitor-may-type.md).
 *
 * Invisible characters are the trouble: controls (C0, DEL, C1) can rewrite a terminal that lists the
 * text (U+001B, U+009B start escape sequences) or cut it short (NUL); bidirectional controls
 * reorder what is shown; zero-width characters and the soft hyphen make `ali\u200bce@example.com`
 * look exactly like `alice@example.com`, so a reply would go to an address nobody typed. In Unicode
 * terms these are the control (Cc) and format (Cf) categories. The line and paragraph separators
 * (U+2028, U+2029; Unicode's Zl and Zp) hide a line break: many programs start a new line at them,
 * though neither CSV nor JSON nor an email header does, so a name holding one reads as one line
 * here and as two there (decision 0047).
 */

/** Controls: C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F). */
const CONTROL = /\p{Cc}/u;
/** Format characters: bidirectional controls, zero-width characters, the soft hyphen, tags. */
const FORMAT = /\p{Cf}/u;
/** The line separator (U+2028) and the paragraph separator (U+2029). */
const SEPARATOR = /[\p{Zl}\p{Zp}]/u;
/** Every invisible character, separators included, for finding them all in one pass. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Line breaks and tabs: how people lay out a message, so ordinary in one, and kept wherever a
 * format can hold them (a quoted CSV cell).
 */
export const LAYOUT_CHARACTERS: ReadonlySet<string> = new Set(["\t", "\n", "\r"]);

const ZERO_WIDTH_NON_JOINER = "\u200c";
const ZERO_WIDTH_JOINER = "\u200d";
/** Scripts whose letters never join, where a joiner or non-joiner between them changes nothing shown. */
const NON_JOINING_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** The characters a visitor is likely to meet, by name (with the article the message needs). */
const NAMES: Record<number, string> = {
  0x00: "a null character",
  0x07: "a bell character",
  0x08: "a backspace",
  0x09: "a tab",
  0x0a: "a line break",
  0x0b: "a vertical tab",
  0x0c: "a form feed",
  0x0d: "a carriage return",
  0x1b: "an escape character",
  0x7f: "a delete character",
  0x85: "a next-line control",
  0x9b: "a control sequence introducer",
  0xad: "a soft hyphen",
  0x061c: "an Arabic letter mark",
  0x180e: "a Mongolian vowel separator",
  0x200b: "a zero-width space",
  0x200c: "a zero-width non-joiner",
  0x200d: "a zero-width joiner",
  0x200e: "a left-to-right mark",
  0x200f: "a right-to-left mark",
  0x202a: "a left-to-right embedding",
  0x202b: "a right-to-left embedding",
  0x202c: "a pop directional formatting character",
  0x202d: "a left-to-right override",
  0x202e: "a right-to-left override",
  0x2028: "a line separator",
  0x2029: "a paragraph separator",
  0x2060: "a word joiner",
  0x2066: "a left-to-right isolate",
  0x2067: "a right-to-left isolate",
  0x2068: "a first strong isolate",
  0x2069: "a pop directional isolate",
  0xfeff: "a zero-width no-break space",
};

/** U+200B: the form Unicode charts use, four hexadecimal digits at least. */
export const codePointLabel = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

const describe = (codePoint: number) =>
  NAMES[codePoint] ??
  (CONTROL.test(String.fromCodePoint(codePoint)) ? "a control character" : "an invisible formatting character");

/** What kind of text a field holds: one line (a name, an address, a number) or a message. */
export type TypedTextKind = "line" | "message";

export interface InvisibleCharacter {
  codePoint: number;
  /** Where it is, counted in characters from 1 as the visitor would count them. */
  position: number;
  /** "a zero-width space" */
  name: string;
}

/**
 * A zero-width joiner or non-joiner between two letters of a script that joins (Persian, Arabic,
 * the Indian scripts…) is part of how a name is spelt: it changes how the letters are drawn, so it
 * hides nothing. Anywhere else it can only hide something.
 */
function spellsAName(characters: readonly string[], index: number): boolean {
  const character = characters[index];
  if (character !== ZERO_WIDTH_NON_JOINER && character !== ZERO_WIDTH_JOINER) return false;
  const before = characters[index - 1];
  const after = characters[index + 1];
  return [before, after].every(
    (neighbour) => neighbour !== undefined && LETTER_OR_MARK.test(neighbour) && !NON_JOINING_SCRIPT.test(neighbour),
  );
}

/**
 * The characters in `text` a visitor may not type in a field of this kind. One line (a name, email
 * or phone) may hold no control, no format character (bar a joiner that spells a name) and no line
 * or paragraph separator; a message may hold line breaks, tabs and the separators (word processors
 * write them for a line break), and format characters (right-to-left writing and emoji use them),
 * but no other control. Positions count characters (code points) from 1.
 */
export function refusedCharacters(text: string, kind: TypedTextKind): InvisibleCharacter[] {
  const characters = Array.from(text);
  const refused: InvisibleCharacter[] = [];
  characters.forEach((character, index) => {
    const control = CONTROL.test(character);
    const format = !control && FORMAT.test(character);
    const separator = SEPARATOR.test(character);
    if (!control && !format && !separator) return;
    if (kind === "message" && (format || separator || LAYOUT_CHARACTERS.has(character))) return;
    if (kind === "line" && spellsAName(characters, index)) return;
    const codePoint = character.codePointAt(0)!;
    refused.push({ codePoint, position: index + 1, name: describe(codePoint) });
  });
  return refused;
}

/**
 * The visitor's message when `text` holds a character they may not type: which character, where,
 * and what to do, e.g. "Email contains a zero-width space (U+200B) at position 4. Please delete it
 * (it may not show) or retype this field." Undefined when there is none.
 */
export function refusedCharacterMessage(label: string, text: string, kind: TypedTextKind): string | undefined {
  const refused = refusedCharacters(text, kind);
  const [first] = refused;
  if (!first) return undefined;
  const which = `${first.name} (${codePointLabel(first.codePoint)}) at position ${first.position}`;
  return refused.length === 1
    ? `${label} contains ${which}. Please delete it (it may not show) or retype this field.`
    : `${label} contains ${refused.length} hidden or control characters, the first ${which}. Please delete them (they may not show) or retype this field.`;
}

/** How an invisible character is written out: \x1b up to U+00FF, then \u200b, then \u{e0001}. */
const escapeOf = (character: string) => {
  const codePoint = character.codePointAt(0)!;
  const hex = codePoint.toString(16);
  if (codePoint <= 0xff) return `\\x${hex.padStart(2, "0")}`;
  return codePoint <= 0xffff ? `\\u${hex.padStart(4, "0")}` : `\\u{${hex}}`;
};

/**
 * `text` as a person reading a listing should see it: every control and format character, and the
 * line and paragraph separators, written as its escape (`ali\u200bce@example.com`, `Eve\x1b[2J`,
 * `Bob\u2028=HYPERLINK(`), except those in `keep` (a CSV cell keeps a message's line breaks, which
 * its quoting holds; a separator it cannot, since programs that split lines there do not read the
 * quotes).
 */
export function showInvisible(text: string, keep: ReadonlySet<string> = new Set()): string {
  return text.replace(INVISIBLE, (character) => (keep.has(character) ? character : escapeOf(character)));
}

/**
 * `value` as JSON that shows every invisible character as a JSON escape (`"ali\u200bce"`): the text
 * reads safely in a terminal and still parses back to exactly what was stored. JSON.stringify
 * escapes C0 controls itself but writes DEL, C1, format characters and the line and paragraph
 * separators raw (a program that splits lines at U+2028 would cut a string in two).
 */
export function jsonShowingInvisible(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\p{Cf}\u2028\u2029]/gu, (character) =>
    Array.from({ length: character.length }, (_, unit) => `\\u${character.charCodeAt(unit).toString(16).padStart(4, "0")}`).join(
      "",
    ),
  );
}
