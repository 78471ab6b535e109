/** The element in a prerendered page that lists, as JSON, the block types the page shows. */
export const PAGE_BLOCK_TYPES_ID = "page-block-types";
