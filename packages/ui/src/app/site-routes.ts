import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { machineCatalogData } from '../features/products/machine-catalog-data';
import type { Lang } from '../i18n/languages';
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage, type PageNeeds } from '../lib/lazy-page';

/**
 * The pages' modules, each its own chunk loaded on demand. A route names its page by its path
 * under src/, which is also how Vite's manifest names it: the prerender finds the page's
 * stylesheets there (scripts/page-assets.ts).
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*Page.tsx',
  '../features/catalogs/viewer/CatalogViewerPage.tsx',
  '../features/admin/WebAdmin.tsx',
]);

function page(module: string, needs?: PageNeeds): LazyPage {
  const load = pageModules[`../${module}.tsx`];
  if (!load) throw new Error(`No page module src/${module}.tsx`);
  return lazyPage(`src/${module}.tsx`, load, needs);
}

export interface SiteRoute {
  id: string;
  /** Unprefixed route pattern, e.g. `/about`. */
  path: string;
  Page: LazyPage;
  /** The languages the page exists in; default: all of them. */
  languages?: readonly Lang[];
  /** The page places the site's layout itself (the admin: only around its login). */
  ownFrame?: boolean;
}

/** The public pages; each one is a chunk loaded on demand (spec §2). */
export const siteRoutes: readonly SiteRoute[] = [
  {
    id: 'product',
    path: `${paths.products}/:id`,
    Page: page('features/products/ProductNotFoundPage', {
      namespaces: ['products', 'catalogs'],
      data: machineCatalogData,
    }),
  },
  {
    // The part pages are rendered per request by Astro (pages/[...lang]/shop/[slug].astro);
    // this route only prerenders shop/404.html, the part-not-found page.
    id: 'part',
    path: `${paths.shop}/:slug`,
    Page: page('features/part/PartPage', { namespaces: ['shop'] }),
  },
  {
    id: 'downloads',
    path: paths.downloads,
    Page: page('features/catalogs/DownloadsPage', {
      namespaces: ['catalogs'],
      data: machineCatalogData,
    }),
  },
  {
    id: 'catalog-viewer',
    path: '/pdf/:lang/:file',
    Page: page('features/catalogs/viewer/CatalogViewerPage', {
      namespaces: ['catalogs'],
    }),
  },
  {
    // The web admin: /admin alone, /admin/login inside the site's layout (spec §2). Its chunk
    // loads on these paths only; the desktop app mounts the admin screens in its own frame.
    id: 'admin',
    path: `${paths.admin}/*`,
    Page: page('features/admin/WebAdmin'),
    languages: ['pt'],
    ownFrame: true,
  },
];

export const NotFoundPage = page('features/not-found/NotFoundPage');

/** The page for an unprefixed path, or the not-found page. */
export function pageForPath(path: string): LazyPage {
  return siteRoutes.find((route) => matchPath(route.path, path))?.Page ?? NotFoundPage;
}
