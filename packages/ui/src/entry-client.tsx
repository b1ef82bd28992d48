import { followStoredLanguage } from './boot/follow-stored-language';
import { splitLangFromPath } from './config/paths';
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
  // Another address under /admin is the 404 page, an Astro page whose boot script leaves it
  // (boot/leave-unknown-admin-path.ts): only the admin's own pages load this entry there.
  if (ADMIN_PATH.test(pathname)) {
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
