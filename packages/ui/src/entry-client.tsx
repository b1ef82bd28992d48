import { followStoredLanguage } from './boot/follow-stored-language';
import { isPortugueseOnly, paths, splitLangFromPath } from './config/paths';
import { FALLBACK_LANG } from './i18n/languages';
import { hydrateIslands } from './islands/hydrate-islands';
import { runEffectsAsReactDoes } from './lib/effect-scheduling';
import './styles/index.css';

/** /admin and /admin/login: Portuguese only, their own chunk, never the public site's. */
const ADMIN_PATH = /^\/admin(\/|$)/;

runEffectsAsReactDoes();

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const { pathname } = window.location;
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
  if (followStoredLanguage()) return;
  // A public page: static HTML; only its islands hydrate, each from its own chunk.
  await hydrateIslands(splitLangFromPath(pathname).lang);
}

void start();
