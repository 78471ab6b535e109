/**
 * MIME encoded words (RFC 2047): `=?utf-8?Q?=E2=80=AE?=` is how an email header carries text beyond
 * plain ASCII, and mail programs decode one wherever they find it, in a name inside a Subject or a
 * Reply-To too. Typed into a name, one is plain ASCII on the form and in the store, and becomes any
 * text at all in the agency's inbox: a right-to-left override that reverses what follows, a line
 * break, a look-alike address (decision 0047).
 */

/**
 * `=?charset?B or Q?text?=` as the most lenient decoders find it: any charset (with or without a
 * language), any text, spaces included.
 */
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/i;

/** Where the first encoded word in `text` starts, counted in characters from 1; undefined when it has none. */
function encodedWordPosition(text: string): number | undefined {
  const match = ENCODED_WORD.exec(text);
  return match ? Array.from(text.slice(0, match.index)).length + 1 : undefined;
}

/**
 * The visitor's message when a one-line field holds an encoded word, in the words of the other
 * field messages; undefined when it holds none.
 */
export function encodedWordMessage(label: string, text: string): string | undefined {
  const position = encodedWordPosition(text);
  if (position === undefined) return undefined;
  return `${label} contains an encoded word (text between "=?" and "?=") at position ${position}: email programs would show it as different text. Please write it as plain text or retype this field.`;
}
