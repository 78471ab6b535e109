import type { LoadedShapes } from "../../blocks/types";

/** The fields a page loader adds to blocks after the page query (types.ts's LoadedShapes). */
const LOADED_FIELDS: ReadonlyArray<keyof LoadedShapes[keyof LoadedShapes]> = ["listing"];

type WithBlocks = { page?: { blocks?: ReadonlyArray<{ _key: string } & Record<string, unknown>> } };

/**
 * `next` with what the loader had added to each block kept from `before` (matched by key): a live
 * answer holds only what the page query reads, and the drafts preview cannot run the loader's
 * further reads in the browser, so the blog's list stays as the loader read it until the next load.
 */
export function carryLoadedFields<Data>(before: Data, next: Data): Data {
  const previous = (before as WithBlocks).page?.blocks;
  const page = (next as WithBlocks).page;
  if (!previous || !page?.blocks) return next;
  const byKey = new Map(previous.map((block) => [block._key, block]));
  const blocks = page.blocks.map((block) => {
    const earlier = byKey.get(block._key);
    if (!earlier || earlier._type !== block._type) return block;
    const carried = LOADED_FIELDS.filter((field) => block[field] === undefined && earlier[field] !== undefined);
    return carried.length ? { ...block, ...Object.fromEntries(carried.map((field) => [field, earlier[field]])) } : block;
  });
  return { ...next, page: { ...page, blocks } };
}
