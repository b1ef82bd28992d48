import { createContext, useContext } from 'react';

/** The page's address as components need it: its path (with the language prefix) and query. */
export interface SiteLocation {
  pathname: string;
  search: string;
}

/**
 * Set by the full app from React Router (app/SiteApp.tsx) and in an island from the address
 * the page was served at (islands/island-root.tsx): links and the header depend on this
 * context, never on the router, so an island's chunk carries no router.
 */
export const SiteLocationContext = createContext<SiteLocation>({ pathname: '/', search: '' });

export function useSiteLocation(): SiteLocation {
  return useContext(SiteLocationContext);
}
