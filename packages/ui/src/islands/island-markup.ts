/** Attributes of an island's host element in the HTML (islands/server-host.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** The JSON of the texts the page's islands use. */
export const ISLAND_TEXTS_ID = 'island-texts';
/** An island named `name` lives in `<name>.island.tsx` (its chunk, found by this suffix). */
export const ISLAND_FILE_SUFFIX = '.island.tsx';
