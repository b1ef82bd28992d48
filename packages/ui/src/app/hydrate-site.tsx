import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createTextStore } from '../i18n/i18n';
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
  const texts = createTextStore({ strict: import.meta.env.MODE === 'test' });
  const page = pageForPath(path);
  await Promise.all([page.prepare(texts, lang), page.preload()]);
  const app = (
    <Providers texts={texts}>
      <BrowserRouter>
        <SiteApp />
      </BrowserRouter>
      <Ready onReady={() => container.setAttribute(HYDRATED_ATTRIBUTE, '')} />
    </Providers>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
