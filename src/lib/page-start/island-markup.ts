/**
 * What marks a block with a plain script on a public page (decision 0054): the renderer writes it
 * (`blocks/island.tsx`) and the islands entry finds it; here, so the entry imports no React.
 */
export const ISLAND_SELECTOR = "[data-island]";
/**
 * The id of the JSON element that only a content page's bootstrap writes (`IslandScripts`). The
 * islands entry shares its chunk with helpers the app imports too, so the app loading those runs
 * the entry's module as well: the entry starts only on a page that carries this element.
 */
export const ISLANDS_BOOTSTRAP_DATA_ID = "islands-bootstrap";
/**
 * Block scripts that start without the visitor doing anything (at load, when seen): a page with one
 * starts its scripts once loaded; any other content page only at the first interaction.
 */
export const ISLANDS_NEEDED_AT_LOAD = '[data-island][data-starts="at-load"],[data-island][data-starts="when-seen"]';
