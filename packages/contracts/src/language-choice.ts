/**
 * The visitor's language choice, written by the header's flags (spec §1) in two places: local
 * storage under LANG_STORAGE_KEY (the spec's stored choice, read by the page's script) and the
 * LANG_COOKIE cookie, so the server can send a first visit to an unprefixed page to the right
 * language before anything is painted.
 */
export const LANG_COOKIE = 'castall.lang';

/**
 * Key of the stored choice in local storage. The name is i18next's detector's, which the site
 * once used: kept so that a choice stored then still counts.
 */
export const LANG_STORAGE_KEY = 'i18nextLng';

/** A year: the choice outlives the session, like the stored one. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
