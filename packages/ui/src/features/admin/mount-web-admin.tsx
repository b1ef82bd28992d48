import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { paths } from '../../config/paths';
import { AdminApp } from './AdminApp';
import adminCssUrl from './admin.css?url';
import { createWebPlatform } from './web-platform';

/**
 * The web /admin; its login is a page of the site (login/WebLoginPage.tsx). The stylesheet is
 * linked here rather than imported, so it stays out of the single site stylesheet that every
 * public page inlines.
 */
export function mountWebAdmin(container: HTMLElement): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = adminCssUrl;
  document.head.append(link);
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <AdminApp platform={createWebPlatform()} loginUrl={paths.adminLogin} />
    </StrictMode>,
  );
}
