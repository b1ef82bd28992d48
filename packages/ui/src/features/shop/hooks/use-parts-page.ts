import type { PartsPage, ShopFirstPage } from '@castall/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchPartsPage } from '../../../lib/api-client';

export type PartsPageState =
  | { status: 'loading'; previous?: PartsPage }
  | { status: 'ready'; page: PartsPage }
  | { status: 'error' };

interface Answer {
  key: string;
  page?: PartsPage;
}

/**
 * Loads the page of `queryString` once `enabled`; a newer query aborts the older request so
 * a slow answer never overwrites a newer one. While loading, the previous page is kept so
 * the list does not collapse and jump (spec §4: loading, then list, empty or error).
 * `first`, the page the server rendered, is the answer to its query from the start: it is
 * not asked again.
 */
export function usePartsPage(
  queryString: string,
  enabled: boolean,
  first?: ShopFirstPage,
): { state: PartsPageState; retry: () => void } {
  const [answer, setAnswer] = useState<Answer | undefined>(
    first && { key: first.query, page: first.page },
  );
  const [attempt, setAttempt] = useState(0);
  const [lastPage, setLastPage] = useState<PartsPage | undefined>(first?.page);
  const answered = answer?.key === queryString && answer.page !== undefined;

  useEffect(() => {
    if (!enabled || answered) return;
    const controller = new AbortController();
    fetchPartsPage(queryString, controller.signal).then(
      (page) => {
        setAnswer({ key: queryString, page });
        setLastPage(page);
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key: queryString });
      },
    );
    return () => controller.abort();
  }, [queryString, enabled, answered, attempt]);

  const retry = useCallback(() => {
    setAnswer(undefined);
    setAttempt((n) => n + 1);
  }, []);

  let state: PartsPageState;
  if (answer?.key !== queryString) state = { status: 'loading', previous: lastPage };
  else if (answer.page === undefined) state = { status: 'error' };
  else state = { status: 'ready', page: answer.page };
  return { state, retry };
}
