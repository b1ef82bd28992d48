import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createI18n } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { HYDRATED_ATTRIBUTE } from '../islands/island-markup';
import { Ready } from '../islands/ready';
import { Providers } from './providers';
import { pageForPath } from './site-routes';
import { SiteApp } from './SiteApp';

/**
 * Hydrates the prerendered site page at `path` in `lang` (or renders it into an empty
 * container). The texts and the page load first, so the prerendered HTML is reused as is.
 */
export async function hydrateSite(container: HTMLElement, lang: Lang, path: string) {
  const i18n = createI18n({ strict: import.meta.env.MODE === 'test' });
  const page = pageForPath(path);
  await Promise.all([page.prepare(i18n, lang), page.preload()]);
  const app = (
    <Providers i18n={i18n}>
      <BrowserRouter>
        <SiteApp />
      </BrowserRouter>
      <Ready onReady={() => container.setAttribute(HYDRATED_ATTRIBUTE, '')} />
    </Providers>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
