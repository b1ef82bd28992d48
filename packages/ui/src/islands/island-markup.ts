/** Attributes of an island's host element in the HTML (islands/server-host.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * Set on an island's host (and on the admin's #root) once it is hydrated and its handlers are
 * live: what end-to-end tests wait for, whatever the runtime.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The JSON of the texts the page's islands use. */
export const ISLAND_TEXTS_ID = 'island-texts';
/** An island named `name` lives in `<name>.island.tsx` (its chunk, found by this suffix). */
export const ISLAND_FILE_SUFFIX = '.island.tsx';
