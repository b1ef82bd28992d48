import { PAGE_SIZES, type PageSize, type PartCategory } from '@castall/contracts';
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { AdminApi, AdminPart } from '../admin-api';
import { isUnauthorized } from '../../../lib/api-client';
import { SAMPLE_PARTS } from '../sample-parts';

/** Typing pauses this long before the search is sent: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 250;

export interface PartsFilter {
  search: string;
  categoria: PartCategory | '';
  missingTranslation: boolean;
  pageSize: PageSize;
  page: number;
}

interface ListState {
  kind: 'list';
  items: AdminPart[];
  total: number;
  unfilteredTotal: number;
}

/** Spec §4: a failed load falls back to the sample parts. */
type SettledState = ListState | { kind: 'samples'; items: readonly AdminPart[] };

export type PartsListState = SettledState | { kind: 'loading'; previous?: ListState };

export const INITIAL_FILTER: PartsFilter = {
  search: '',
  categoria: '',
  missingTranslation: false,
  pageSize: PAGE_SIZES[0],
  page: 1,
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * One page of the admin list from the query endpoint (scope=admin), so 5,000 parts never
 * reach the browser at once. A 401 is passed to `onUnauthorized` (the session ended).
 */
export function usePartsList(api: AdminApi, filter: PartsFilter, onUnauthorized: () => void) {
  const search = useDebounced(filter.search, SEARCH_DEBOUNCE_MS);
  const [reloads, setReloads] = useState(0);
  const { categoria, missingTranslation, page, pageSize } = filter;
  const key = JSON.stringify([search, categoria, missingTranslation, page, pageSize, reloads]);
  const [settled, setSettled] = useState<{ key: string; state: SettledState } | null>(null);
  // The last list stays on screen while the next page loads, so the table does not jump.
  const [lastList, setLastList] = useState<ListState | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    api
      .queryParts({ search, categoria, missingTranslation, page, pageSize }, controller.signal)
      .then((answer) => {
        // An answer that arrived as its load was superseded must not overwrite the newer one.
        if (controller.signal.aborted) return;
        const list: ListState = {
          kind: 'list',
          items: answer.items,
          total: answer.total,
          unfilteredTotal: answer.catalogueTotal,
        };
        // A transition: rendering 200 rows yields to input, so the click that asked for the
        // page paints its feedback first (measured by the paging bench's event durations).
        startTransition(() => {
          setSettled({ key, state: list });
          setLastList(list);
        });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(err)) {
          onUnauthorized();
          return;
        }
        console.error('Falha ao carregar as peças', err);
        setSettled({ key, state: { kind: 'samples', items: SAMPLE_PARTS } });
      });
    return () => controller.abort();
  }, [api, key, search, categoria, missingTranslation, page, pageSize, onUnauthorized]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  /**
   * A saved part replaces its row at once: the reload after a save takes a moment, and a part
   * reopened meanwhile must show what was just saved, not the row from before.
   */
  const showSaved = useCallback((part: AdminPart) => {
    const swap = (list: ListState): ListState => ({
      ...list,
      items: list.items.map((item) => (item.id === part.id ? part : item)),
    });
    setSettled((current) =>
      current?.state.kind === 'list' ? { key: current.key, state: swap(current.state) } : current,
    );
    setLastList((current) => current && swap(current));
  }, []);
  const state: PartsListState =
    settled?.key === key ? settled.state : { kind: 'loading', previous: lastList };
  return { state, reload, showSaved };
}
