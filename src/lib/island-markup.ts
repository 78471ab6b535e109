/**
 * What marks an island in a content page (decision 0034): the renderer writes it
 * (`blocks/island.tsx`) and the islands entry finds it; here, so the entry imports no React.
 */
export const ISLAND_SELECTOR = "[data-island]";
/** The JSON element after an island that holds its block's props. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
