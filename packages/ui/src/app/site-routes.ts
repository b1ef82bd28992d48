import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import type { Lang } from '../i18n/languages';
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage, type PageNeeds } from '../lib/lazy-page';

/**
 * The pages' modules, each its own chunk loaded on demand. A route names its page by its path
 * under src/, which is also how Vite's manifest names it: the prerender finds the page's
 * stylesheets there (scripts/page-assets.ts).
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
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

/**
 * The pages the old prerender still writes: the admin's shells. Every public page is Astro's
 * (src/pages/[...lang]/).
 */
export const siteRoutes: readonly SiteRoute[] = [
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

/** The page for an unprefixed path; the 404 pages are Astro's (pages/[...lang]/404.astro). */
export function pageForPath(path: string): LazyPage {
  const route = siteRoutes.find(({ path: pattern }) => matchPath(pattern, path));
  if (!route) throw new Error(`No page of the old prerender at ${path}`);
  return route.Page;
}
