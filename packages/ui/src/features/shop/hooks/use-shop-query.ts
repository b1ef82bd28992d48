import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SHOP_QUERY, readShopQuery, shopSearchParams, type ShopQuery } from '../shop-query';
import { useHydrated } from './use-hydrated';

export interface ShopQueryChangeOptions {
  /** Replace the history entry instead of adding one (used while typing a search). */
  replace?: boolean;
}

export type ChangeShopQuery = (
  change: Partial<ShopQuery>,
  options?: ShopQueryChangeOptions,
) => void;

/**
 * The shop view held in the URL. The prerendered shell knows no query string, so until
 * hydration is over the defaults are used and the HTML matches; then the URL takes over.
 * Spec §4: changing the search, the category or the page size goes back to page 1.
 */
export function useShopQuery(): { query: ShopQuery; ready: boolean; change: ChangeShopQuery } {
  const ready = useHydrated();
  const [params, setParams] = useSearchParams();
  const query = ready ? readShopQuery(params) : DEFAULT_SHOP_QUERY;
  const change = useCallback<ChangeShopQuery>(
    (change, options = {}) => {
      setParams((current) => shopSearchParams({ ...readShopQuery(current), page: 1, ...change }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return { query, ready, change };
}
