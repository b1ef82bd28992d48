import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { pageForPath } from './app/site-routes';
import { SiteApp } from './app/SiteApp';
import { hydrateSite } from './app/hydrate-site';
import { isPortugueseOnly, localizePath, paths, splitLangFromPath } from './config/paths';
import { browserDetectionSources, detectLanguage } from './i18n/detect';
import { createI18n } from './i18n/i18n';
import { FALLBACK_LANG } from './i18n/languages';
import './styles/index.css';

/** /admin and /admin/login: Portuguese only, their own chunk, never the public site's. */
const ADMIN_PATH = /^\/admin(\/|$)/;

async function start() {
  if (ADMIN_PATH.test(window.location.pathname)) {
    const root = document.getElementById('root');
    if (!root) throw new Error('Missing #root element');
    // Another address under /admin is answered with the 404 page: go to /admin, as the
    // admin app's own routes do, rather than hydrate that page as the admin.
    if (!isPortugueseOnly(window.location.pathname)) {
      window.location.replace(paths.admin);
      return;
    }
    // A page of the site in Portuguese (its login wears the site's layout), never sent to
    // another language; the admin's code is its page's chunk, loaded on these paths only.
    await hydrateSite(root, FALLBACK_LANG, window.location.pathname);
    return;
  }
  const { lang, path } = splitLangFromPath(window.location.pathname);
  // A first visit to an unprefixed (Portuguese) page goes to the stored or browser language.
  if (lang === FALLBACK_LANG) {
    const preferred = detectLanguage(browserDetectionSources());
    if (preferred !== FALLBACK_LANG) {
      const { search, hash } = window.location;
      window.location.replace(localizePath(path, preferred) + search + hash);
      return;
    }
  }
  const i18n = createI18n({ strict: import.meta.env.MODE === 'test' });
  // Load the texts and the page before hydrating, so the prerendered HTML is reused as is.
  const page = pageForPath(path);
  await Promise.all([page.prepare(i18n, lang), page.preload()]);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = (
    <Providers i18n={i18n}>
      <BrowserRouter>
        <SiteApp />
      </BrowserRouter>
    </Providers>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
