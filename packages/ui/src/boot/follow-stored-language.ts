import { LANG_COOKIE } from '@castall/contracts/language-choice';
import { localizePath, splitLangFromPath } from '@castall/contracts/site-paths';
import { FALLBACK_LANG } from '../i18n/languages';
import { storedLanguage } from '../i18n/stored-language';
import { storeLanguage } from './language-choice';

function hasLanguageCookie(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${LANG_COOKIE}=`));
}

/** Whether this page was reached through a redirect, such as the server's language guess. */
function arrivedByRedirect(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (entry?.redirectCount ?? 0) > 0;
}

/**
 * The server sends a first visit to the visitor's language (cookie, then Accept-Language). A
 * choice stored without the cookie (before the cookie existed) wins over the browser's language
 * (spec §1): it is moved to the cookie here, once, and the page follows it, whether the server
 * left the page unprefixed or guessed another language by a redirect. An explicit prefixed
 * address, reached without a redirect, keeps its language. True when the page is being left.
 */
export function followStoredLanguage(): boolean {
  const { pathname, search, hash } = window.location;
  const { lang, path } = splitLangFromPath(pathname);
  const stored = storedLanguage();
  if (
    !stored ||
    stored === lang ||
    hasLanguageCookie() ||
    (lang !== FALLBACK_LANG && !arrivedByRedirect())
  ) {
    return false;
  }
  storeLanguage(window, stored);
  // Without cookies the server would guess again and send the page back here: stay.
  if (!hasLanguageCookie()) return false;
  window.location.replace(localizePath(path, stored) + search + hash);
  return true;
}
