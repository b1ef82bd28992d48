import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { machineCatalogData } from '../features/products/catalog/page-data';
import type { Lang } from '../i18n/languages';
import { lazyPage, type LazyPage } from '../lib/lazy-page';

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
    id: 'home',
    path: paths.home,
    Page: lazyPage(() => import('../features/home/HomePage'), { namespaces: ['home'] }),
  },
  {
    id: 'about',
    path: paths.about,
    Page: lazyPage(() => import('../features/about/AboutPage'), { namespaces: ['about'] }),
  },
  {
    id: 'products',
    path: paths.products,
    Page: lazyPage(() => import('../features/products/ProductsPage'), {
      namespaces: ['products', 'catalogs'],
      data: machineCatalogData,
    }),
  },
  {
    id: 'product',
    path: `${paths.products}/:id`,
    Page: lazyPage(() => import('../features/products/ProductDetailPage'), {
      namespaces: ['products', 'catalogs'],
      data: machineCatalogData,
    }),
  },
  {
    id: 'shop',
    path: paths.shop,
    Page: lazyPage(() => import('../features/shop/ShopPage'), { namespaces: ['shop'] }),
  },
  {
    id: 'downloads',
    path: paths.downloads,
    Page: lazyPage(() => import('../features/catalogs/DownloadsPage'), {
      namespaces: ['catalogs'],
      data: machineCatalogData,
    }),
  },
  {
    id: 'catalog-viewer',
    path: '/pdf/:lang/:file',
    Page: lazyPage(() => import('../features/catalogs/viewer/CatalogViewerPage'), {
      namespaces: ['catalogs'],
    }),
  },
  {
    id: 'services',
    path: paths.services,
    Page: lazyPage(() => import('../features/services/ServicesPage'), { namespaces: ['services'] }),
  },
  {
    id: 'gallery',
    path: paths.gallery,
    Page: lazyPage(() => import('../features/gallery/GalleryPage'), { namespaces: ['gallery'] }),
  },
  {
    id: 'contact',
    path: paths.contact,
    Page: lazyPage(() => import('../features/contact/ContactPage'), { namespaces: ['contact'] }),
  },
  {
    id: 'contactThanks',
    path: paths.contactThanks,
    Page: lazyPage(() => import('../features/contact/ContactThanksPage'), {
      namespaces: ['contact'],
    }),
  },
  {
    // The web admin: /admin alone, /admin/login inside the site's layout (spec §2). Its chunk
    // loads on these paths only; the desktop app mounts the admin screens in its own frame.
    id: 'admin',
    path: `${paths.admin}/*`,
    Page: lazyPage(() => import('../features/admin/WebAdmin')),
    languages: ['pt'],
    ownFrame: true,
  },
];

export const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'));

/** The page for an unprefixed path, or the not-found page. */
export function pageForPath(path: string): LazyPage {
  return siteRoutes.find((route) => matchPath(route.path, path))?.Page ?? NotFoundPage;
}
