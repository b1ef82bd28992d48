import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter, useInRouterContext } from 'react-router-dom';
import { useSiteLocation } from '../lib/site-location';

/**
 * A router of its own for an island that keeps its state in the URL (the shop): the server's
 * render reads the page's address, the browser's follows the history. Inside the full app,
 * which has a router already, it adds none.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const { pathname, search } = useSiteLocation();
  if (useInRouterContext()) return children;
  if (import.meta.env.SSR) {
    return <StaticRouter location={pathname + search}>{children}</StaticRouter>;
  }
  return <BrowserRouter>{children}</BrowserRouter>;
}
