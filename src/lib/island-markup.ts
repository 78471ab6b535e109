/**
 * What marks an island in a content page (decision 0034): the renderer writes it
 * (`blocks/island.tsx`) and the islands entry finds it; here, so the entry imports no React.
 */
export const ISLAND_SELECTOR = "[data-island]";
/** The JSON element after an island that holds its block's props. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/**
 * The id of the JSON element that only a content page's bootstrap writes (`IslandScripts`). The
 * islands entry shares its chunk with helpers the app imports too, so the app loading those runs
 * the entry's module as well: the entry starts only on a page that carries this element.
 */
export const ISLANDS_BOOTSTRAP_DATA_ID = "islands-bootstrap";
/**
 * Islands that hydrate without the visitor doing anything (when seen, when idle): a page with one
 * starts its scripts once loaded; any other content page only at the first interaction.
 */
export const ISLANDS_NEEDED_AT_LOAD = '[data-island][data-hydrate="visible"],[data-island][data-hydrate="idle"]';
