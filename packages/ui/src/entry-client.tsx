import { LANG_COOKIE } from '@castall/contracts/language-choice';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { storeLanguage } from './boot/language-choice';
import { pageForPath } from './app/site-routes';
import { SiteApp } from './app/SiteApp';
import { localizePath, splitLangFromPath } from './config/paths';
import { createI18n } from './i18n/i18n';
import { FALLBACK_LANG } from './i18n/languages';
import { storedLanguage } from './i18n/stored-language';
import './styles/index.css';

/** /admin and /admin/login: Portuguese only, their own chunk, never the public site's. */
const ADMIN_PATH = /^\/admin(\/|$)/;

async function start() {
  if (ADMIN_PATH.test(window.location.pathname)) {
    const root = document.getElementById('root');
    if (!root) throw new Error('Missing #root element');
    const { mountWebAdmin } = await import('./features/admin/mount-web-admin');
    mountWebAdmin(root);
    return;
  }
  const { lang, path } = splitLangFromPath(window.location.pathname);
  // The server sends a first visit to the visitor's language (cookie, then Accept-Language).
  // A choice stored before the cookie existed is moved to the cookie here, once.
  const stored = storedLanguage();
  if (lang === FALLBACK_LANG && stored && stored !== FALLBACK_LANG && !hasLanguageCookie()) {
    storeLanguage(window, stored);
    const { search, hash } = window.location;
    window.location.replace(localizePath(path, stored) + search + hash);
    return;
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

function hasLanguageCookie(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${LANG_COOKIE}=`));
}

void start();
