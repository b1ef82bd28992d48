import type { ShopFirstPage } from '@castall/contracts';
import { useCallback, useState } from 'react';
import { useLang } from '../../i18n/lang-context';
import { useHydrationTurns } from '../../islands/use-hydration-turns';
import { HydrateWhenOpen } from '../../islands/HydrateWhenOpen';
import { IslandRouter } from '../../islands/IslandRouter';
import { ShopFilters } from './components/ShopFilters';
import { RESULTS_ID, ShopResults } from './components/ShopResults';
import { usePageInRange } from './hooks/use-page-in-range';
import { usePartsPage } from './hooks/use-parts-page';
import { useShopQuery } from './hooks/use-shop-query';
import { apiQueryString } from './shop-query';
import './shop.css';

/** The filters and the list of parts, their state in the URL (spec §2, §4). */
function ShopContent({ first: given }: ShopViewProps) {
  const lang = useLang();
  // Used for the first render only: a later visit to the shop in the same tab (a client-side
  // navigation) loads its parts from the API, as they may have changed since the page was served.
  const [first] = useState(given);
  const { query, ready, change } = useShopQuery(first !== undefined);
  const { state, retry } = usePartsPage(apiQueryString(query), ready, first);
  usePageInRange(state, change);
  // With the server's first page the filters hydrate in a task of their own (ShopResults).
  const [filtersTurn] = useHydrationTurns(first ? 1 : 0);
  // After a page link, bring the top of the list into view and give it focus for readers.
  const showListTop = useCallback(() => {
    const results = document.getElementById(RESULTS_ID);
    results?.scrollIntoView({ block: 'start' });
    results?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="container shop">
      {/* Keyed by language: another language's page starts from its URL, not from a search
          typed on the page left behind. */}
      <HydrateWhenOpen key={lang} gate={filtersTurn}>
        <ShopFilters query={query} onChange={change} />
      </HydrateWhenOpen>
      <ShopResults state={state} query={query} onRetry={retry} onNavigate={showListTop} />
    </div>
  );
}

export interface ShopViewProps {
  /** The page of parts the server rendered the shop with (none when the store failed). */
  first?: ShopFirstPage;
}

export function ShopView({ first }: ShopViewProps) {
  return (
    <IslandRouter>
      <ShopContent first={first} />
    </IslandRouter>
  );
}
