import { blockTypesIn, loadBlockComponents } from "../../blocks/block-components";
import { prepareBlocks } from "../../blocks/prepare-blocks";
import type { PreparedBlocks } from "../../blocks/types";
import type { ARTICLE_BY_SLUG_QUERY_RESULT, PAGE_BY_PATH_QUERY_RESULT } from "../generated/sanity.types";
import { plainDataFields } from "../stega/plain-data-fields";
import type { LiveQueryKind } from "./live-query";

type PageResult = NonNullable<PAGE_BY_PATH_QUERY_RESULT>;

/** The document route's data a live result replaces: the page with its blocks through the content gate, and what the gate left out. */
interface LivePage {
  page: Omit<PageResult, "blocks"> & { blocks: PreparedBlocks["blocks"] };
  skipped: PreparedBlocks["skipped"];
}

/**
 * A live result turned into what the route renders, by the steps its loader takes on the server:
 * data fields cleaned of stega, blocks through the content gate, and the code of any block type the
 * page did not have before loaded, so rendering never waits. Undefined when the document is gone
 * from the perspective (deleted, or not in this release): the page keeps what it shows.
 */
export const prepareLiveResult = {
  async page(result: unknown): Promise<LivePage | undefined> {
    const page = plainDataFields(result as PAGE_BY_PATH_QUERY_RESULT);
    if (!page) return undefined;
    const { blocks, skipped } = prepareBlocks(page.blocks, `${page._type} "${page._id}" (live preview)`);
    await loadBlockComponents(blockTypesIn(blocks));
    return { page: { ...page, blocks }, skipped };
  },
  async article(result: unknown): Promise<{ article: NonNullable<ARTICLE_BY_SLUG_QUERY_RESULT> } | undefined> {
    const article = plainDataFields(result as ARTICLE_BY_SLUG_QUERY_RESULT);
    // The article's body is on the page already: its rich text renderer is loaded.
    return article ? { article } : undefined;
  },
} satisfies Record<LiveQueryKind, (result: unknown) => Promise<object | undefined>>;
