import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_SHOP_QUERY, readShopQuery, shopSearchParams, type ShopQuery } from '../shop-query';
import { useHydrated } from '../../../lib/use-hydrated';

export interface ShopQueryChangeOptions {
  /** Replace the history entry instead of adding one (used while typing a search). */
  replace?: boolean;
}

export type ChangeShopQuery = (
  change: Partial<ShopQuery>,
  options?: ShopQueryChangeOptions,
) => void;

/** The shop view in the address bar now, which may be ahead of the last render. */
export function currentShopQuery(): ShopQuery {
  return readShopQuery(new URLSearchParams(window.location.search));
}

/**
 * The shop view held in the URL. The prerendered shell knows no query string, so until
 * hydration is over the defaults are used and the HTML matches; then the URL takes over.
 * A page the server rendered for its URL (`serverRendered`) reads the URL from the start.
 * Spec §4: changing the search, the category or the page size goes back to page 1.
 */
export function useShopQuery(serverRendered = false): {
  query: ShopQuery;
  ready: boolean;
  change: ChangeShopQuery;
} {
  const hydrated = useHydrated();
  // Kept from the first render: the page's HTML was made for its URL whatever renders next.
  const [madeForUrl] = useState(serverRendered);
  const ready = hydrated || madeForUrl;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = ready ? readShopQuery(params) : DEFAULT_SHOP_QUERY;
  const change = useCallback<ChangeShopQuery>(
    (change, options = {}) => {
      // The address bar, not a render's copy of it: a change made late (a delayed search)
      // merges into what the visitor chose since, on the page they are on now.
      const next = shopSearchParams({ ...currentShopQuery(), page: 1, ...change });
      void navigate(
        {
          pathname: window.location.pathname,
          search: next.size === 0 ? '' : `?${next.toString()}`,
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate],
  );
  return { query, ready, change };
}
