import { pageBlocksFragment } from "../blocks/generated/page-blocks.query";

/** The GROQ a block type is projected with (`_type == "<type>" => { … }`), braces matched, without the outer pair. */
export function blockProjection(type: string): string {
  const start = pageBlocksFragment.indexOf(`_type == "${type}" => {`);
  if (start < 0) return "";
  const open = pageBlocksFragment.indexOf("{", start);
  let depth = 0;
  for (let index = open; index < pageBlocksFragment.length; index++) {
    if (pageBlocksFragment[index] === "{") depth++;
    if (pageBlocksFragment[index] === "}" && --depth === 0) return pageBlocksFragment.slice(open + 1, index);
  }
  return "";
}
