/**
 * Written by the site build next to the pages: the CSP hashes of the scripts inlined in the
 * public pages' head (`{ "scriptHashes": ["'sha256-…'"] }`). The server reads it at start-up
 * and allows exactly those inline scripts.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';
