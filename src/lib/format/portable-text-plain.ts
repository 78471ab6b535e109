import { formatDays } from "./format-days";

interface InlineChild {
  _type: string;
  text?: string;
  wording?: string | null;
  days?: number | null;
}

interface Block {
  _type: string;
  children?: InlineChild[];
}

/** What an inline child reads as: span text, a claim's wording, a turnaround's days. */
function inlineText(child: InlineChild): string {
  if (child._type === "span") return child.text ?? "";
  if (child._type === "claimReference") return child.wording ?? "";
  if (child._type === "turnaroundReference") return child.days == null ? "" : formatDays(child.days);
  return "";
}

/**
 * Portable Text as plain text (structured data, meta fallbacks). Unlike `toPlainText`, inline
 * claims and turnarounds are read too, so the text says what the page says.
 */
export function portableTextToPlain(blocks: readonly Block[] | null | undefined): string {
  return (blocks ?? [])
    .filter((block) => block._type === "block")
    .map((block) => (block.children ?? []).map(inlineText).join(""))
    .join("\n\n");
}
