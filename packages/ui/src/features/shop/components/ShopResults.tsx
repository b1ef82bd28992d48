import type { PartsPage } from '@castall/contracts';
import { useLang, useT } from '../../../i18n/lang-context';
import { HydrateWhenOpen } from '../../../islands/HydrateWhenOpen';
import { useHydrationTurns } from '../../../islands/use-hydration-turns';
import { useCardTexts } from '../hooks/use-card-texts';
import type { PartsPageState } from '../hooks/use-parts-page';
import { formatNumber } from '../number-format';
import type { ShopQuery } from '../shop-query';
import { PartCard } from './PartCard';
import { ShopPagination } from './ShopPagination';
import { EmptyResults, LoadError } from './ShopStatus';

export const RESULTS_ID = 'shop-results';

/**
 * Cards hydrated per task. The 50 cards of a page took one task of 40–50 ms on the build
 * machine, four times that on Lighthouse's phone.
 */
const CARDS_PER_HYDRATION_TURN = 4;

/**
 * The server-rendered list hydrates in turns, each in a task of its own after the island's
 * first pass: the top pagination, the cards four by four, the bottom pagination.
 */
function useResultsTurns(shown: PartsPage | undefined) {
  const cardTurns = Math.ceil((shown?.items.length ?? 0) / CARDS_PER_HYDRATION_TURN);
  // A pager that is not drawn (one page) just opens its turn unused.
  const turns = useHydrationTurns(shown ? cardTurns + 2 : 0);
  return {
    top: turns[0],
    card: (index: number) => turns[1 + Math.floor(index / CARDS_PER_HYDRATION_TURN)],
    bottom: turns[cardTurns + 1],
  };
}

interface ShopResultsProps {
  state: PartsPageState;
  query: ShopQuery;
  onRetry: () => void;
  onNavigate: () => void;
}

/** The list with its status line and pagination: loading, then list, empty or error (§4). */
export function ShopResults({ state, query, onRetry, onNavigate }: ShopResultsProps) {
  const t = useT();
  const lang = useLang();
  const texts = useCardTexts();
  const shown: PartsPage | undefined =
    state.status === 'ready' ? state.page : state.status === 'loading' ? state.previous : undefined;
  const turns = useResultsTurns(shown);

  let status = '';
  if (state.status === 'loading') status = t('shop.results.loading');
  else if (state.status === 'ready' && state.page.items.length > 0) {
    const from = (state.page.page - 1) * state.page.pageSize + 1;
    status = t('shop.results.showing', {
      from: formatNumber(from, lang),
      to: formatNumber(from + state.page.items.length - 1, lang),
      total: formatNumber(state.page.total, lang),
    });
  }

  return (
    <section
      className="shop-results"
      id={RESULTS_ID}
      aria-labelledby="shop-results-title"
      tabIndex={-1}
    >
      <h2 id="shop-results-title" className="visually-hidden">
        {t('shop.results.label')}
      </h2>
      <p className="shop-results__status" role="status">
        {status}
      </p>
      {state.status === 'error' && <LoadError onRetry={onRetry} />}
      {state.status === 'ready' && state.page.items.length === 0 && state.page.total === 0 && (
        <EmptyResults />
      )}
      {shown && (
        <ShopPagination
          query={query}
          total={shown.total}
          onNavigate={onNavigate}
          top
          hydrationGate={turns.top}
        />
      )}
      {shown && shown.items.length > 0 && (
        <ul className="part-grid" aria-busy={state.status === 'loading'}>
          {shown.items.map((part, index) => (
            <HydrateWhenOpen key={part.id} gate={turns.card(index)}>
              <PartCard part={part} lang={lang} texts={texts} />
            </HydrateWhenOpen>
          ))}
        </ul>
      )}
      {shown && (
        <ShopPagination
          query={query}
          total={shown.total}
          onNavigate={onNavigate}
          hydrationGate={turns.bottom}
        />
      )}
    </section>
  );
}
