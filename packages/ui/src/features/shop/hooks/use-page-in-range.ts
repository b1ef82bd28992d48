import { useEffect } from 'react';
import { pageCountOf } from '../../../lib/pagination';
import type { ChangeShopQuery } from './use-shop-query';
import type { PartsPageState } from './use-parts-page';

/**
 * A bookmarked page past the end (the catalogue shrank) moves to the last page instead of
 * showing nothing; spec §4: pagination moves within 1..M.
 */
export function usePageInRange(state: PartsPageState, change: ChangeShopQuery): void {
  const beyond =
    state.status === 'ready' && state.page.items.length === 0 && state.page.total > 0
      ? pageCountOf(state.page.total, state.page.pageSize)
      : undefined;
  useEffect(() => {
    if (beyond !== undefined) change({ page: beyond }, { replace: true });
  }, [beyond, change]);
}
