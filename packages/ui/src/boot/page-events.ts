/**
 * Events between the boot script inlined in each public page's head and the page's bundle.
 * Plain names with no imports, so the boot script stays a few hundred bytes.
 */

/**
 * The visitor asked to leave the page (a language flag). Work the page still has scheduled,
 * such as a search waiting for a pause in typing, drops itself so it cannot rewrite the URL
 * while the next page loads.
 */
export const PAGE_LEAVE_EVENT = 'castall:page-leave';

/** The page's script has hydrated it: controls pressed before this can be replayed. */
export const PAGE_READY_EVENT = 'castall:ready';
