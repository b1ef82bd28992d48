import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { lazyPage, type LazyPage } from '../lib/lazy-page';

export interface SiteRoute {
  id: string;
  /** Unprefixed route pattern, e.g. `/about`. */
  path: string;
  Page: LazyPage;
}

/** The public pages; each one is a chunk loaded on demand (spec §2). */
export const siteRoutes: readonly SiteRoute[] = [
  { id: 'home', path: paths.home, Page: lazyPage(() => import('../features/home/HomePage')) },
  { id: 'about', path: paths.about, Page: lazyPage(() => import('../features/about/AboutPage')) },
  {
    id: 'products',
    path: paths.products,
    Page: lazyPage(() => import('../features/products/ProductsPage')),
  },
  {
    id: 'product',
    path: `${paths.products}/:id`,
    Page: lazyPage(() => import('../features/products/ProductDetailPage')),
  },
  { id: 'shop', path: paths.shop, Page: lazyPage(() => import('../features/shop/ShopPage')) },
  {
    id: 'downloads',
    path: paths.downloads,
    Page: lazyPage(() => import('../features/catalogs/DownloadsPage')),
  },
  {
    id: 'catalog-viewer',
    path: '/pdf/:lang/:file',
    Page: lazyPage(() => import('../features/catalogs/viewer/CatalogViewerPage')),
  },
];

export const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'));

/** The page for an unprefixed path, or the not-found page. */
export function pageForPath(path: string): LazyPage {
  return siteRoutes.find((route) => matchPath(route.path, path))?.Page ?? NotFoundPage;
}
