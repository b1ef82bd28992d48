import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLocationContext } from '../lib/site-location';

/** Passes the router's location to the components that read the site location. */
export function RouterLocation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const location = useMemo(() => ({ pathname, search }), [pathname, search]);
  return <SiteLocationContext value={location}>{children}</SiteLocationContext>;
}
