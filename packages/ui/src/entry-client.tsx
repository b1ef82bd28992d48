import { LANG_COOKIE } from '@castall/contracts/language-choice';
import { storeLanguage } from './boot/language-choice';
import { isPortugueseOnly, localizePath, paths, splitLangFromPath } from './config/paths';
import { FALLBACK_LANG } from './i18n/languages';
import { storedLanguage } from './i18n/stored-language';
import { hydrateIslands } from './islands/hydrate-islands';
import { runEffectsAsReactDoes } from './lib/effect-scheduling';
import './styles/index.css';

/** /admin and /admin/login: Portuguese only, their own chunk, never the public site's. */
const ADMIN_PATH = /^\/admin(\/|$)/;

function hasLanguageCookie(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${LANG_COOKIE}=`));
}

/** Whether this page was reached through a redirect, such as the server's language guess. */
function arrivedByRedirect(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (entry?.redirectCount ?? 0) > 0;
}

runEffectsAsReactDoes();

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const { pathname, search, hash } = window.location;
  if (ADMIN_PATH.test(pathname)) {
    // Another address under /admin is answered with the 404 page: go to /admin, as the
    // admin app's own routes do, rather than hydrate that page as the admin.
    if (!isPortugueseOnly(pathname)) {
      window.location.replace(paths.admin);
      return;
    }
    // A page of the site in Portuguese (its login wears the site's layout), never sent to
    // another language; the admin's code is its page's chunk, loaded on these paths only.
    const { hydrateSite } = await import('./app/hydrate-site');
    await hydrateSite(root, FALLBACK_LANG, pathname);
    return;
  }
  const { lang, path } = splitLangFromPath(pathname);
  // The server sends a first visit to the visitor's language (cookie, then Accept-Language).
  // A choice stored without the cookie (before the cookie existed) wins over the browser's
  // language (spec §1): it is moved to the cookie here, once, and the page follows it, whether
  // the server left the page unprefixed or guessed another language by a redirect. An explicit
  // prefixed address, reached without a redirect, keeps its language.
  const stored = storedLanguage();
  if (
    stored &&
    stored !== lang &&
    !hasLanguageCookie() &&
    (lang === FALLBACK_LANG || arrivedByRedirect())
  ) {
    storeLanguage(window, stored);
    // Without cookies the server would guess again and send the page back here: stay.
    if (hasLanguageCookie()) {
      window.location.replace(localizePath(path, stored) + search + hash);
      return;
    }
  }
  // A public page: static HTML; only its islands hydrate, each from its own chunk.
  await hydrateIslands(lang);
}

void start();
