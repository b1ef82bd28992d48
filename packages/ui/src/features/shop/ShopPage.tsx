import { useCallback } from 'react';
import { useShopFirstPage } from './first-page';
import { useLang, useT } from '../../i18n/lang-context';
import { Seo } from '../../lib/seo/Seo';
import { ShopFilters } from './components/ShopFilters';
import { PageHeader } from '../../components/page/PageHeader';
import { RESULTS_ID, ShopResults } from './components/ShopResults';
import { usePageInRange } from './hooks/use-page-in-range';
import { usePartsPage } from './hooks/use-parts-page';
import { useShopQuery } from './hooks/use-shop-query';
import { apiQueryString } from './shop-query';
import './shop.css';

/**
 * The spare-parts shop (spec §2). The server renders the requested page of parts into the HTML
 * (server/src/site/shop); later pages are asked from the query endpoint, so a catalogue of
 * thousands stays fast. The prerendered shell, the fallback, asks for the first page too.
 */
export default function ShopPage() {
  const t = useT();
  const lang = useLang();
  const first = useShopFirstPage();
  const { query, ready, change } = useShopQuery(first !== undefined);
  const { state, retry } = usePartsPage(apiQueryString(query), ready, first);
  usePageInRange(state, change);
  // After a page link, bring the top of the list into view and give it focus for readers.
  const showListTop = useCallback(() => {
    const results = document.getElementById(RESULTS_ID);
    results?.scrollIntoView({ block: 'start' });
    results?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <Seo title={t('seo.shop.title')} description={t('seo.shop.description')} />
      <PageHeader title={t('shop.title')} lead={t('shop.lead')} />
      <div className="container shop">
        {/* Keyed by language: another language's page starts from its URL, not from a search
            typed on the page left behind. */}
        <ShopFilters key={lang} query={query} onChange={change} />
        <ShopResults state={state} query={query} onRetry={retry} onNavigate={showListTop} />
      </div>
    </>
  );
}
