import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../i18n/lang-context';
import { HydrateWhenOpen } from '../../../islands/HydrateWhenOpen';
import type { HydrationGate } from '../../../islands/hydration-turns';
import { pageCountOf, pageSlots } from '../../../lib/pagination';
import { shopSearchParams, type ShopQuery } from '../shop-query';

interface ShopPaginationProps {
  query: ShopQuery;
  total: number;
  /** Called after a page link is followed (the page brings the list's top into view). */
  onNavigate: () => void;
  /** The bar above the list (issue 17, item 5): its own name, no summary line. */
  top?: boolean;
  /** Its turn in the island's hydration (ShopResults); taken only by a bar that is drawn. */
  hydrationGate?: HydrationGate;
}

/**
 * Previous/next, first and last page, a window of 5 pages and ellipses (spec §2, §9). Each
 * page is a real link to its URL, so it can be opened in a new tab or bookmarked.
 */
export function ShopPagination({
  query,
  total,
  onNavigate,
  top = false,
  hydrationGate,
}: ShopPaginationProps) {
  const t = useT();
  const { pathname } = useLocation();
  const pageCount = pageCountOf(total, query.pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(query.page, pageCount);
  const target = (page: number) => ({
    pathname,
    search: `?${shopSearchParams({ ...query, page }).toString()}`,
  });

  // Past either end the step is a disabled link (no href), still named and announced as one.
  const step = (page: number, label: string, className: string) =>
    page < 1 || page > pageCount ? (
      <a role="link" className={`pagination__link ${className}`} aria-disabled="true">
        {label}
      </a>
    ) : (
      <Link className={`pagination__link ${className}`} to={target(page)} onClick={onNavigate}>
        {label}
      </Link>
    );

  return (
    <HydrateWhenOpen gate={hydrationGate}>
      <nav
        className={top ? 'pagination pagination--top' : 'pagination'}
        aria-label={t(top ? 'shop.pagination.topLabel' : 'shop.pagination.label')}
      >
        <ul className="pagination__list">
          <li>{step(current - 1, t('shop.pagination.previous'), 'pagination__step')}</li>
          {pageSlots(current, pageCount).map((slot, index) =>
            slot === 'ellipsis' ? (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={slot}>
                <Link
                  className="pagination__link"
                  to={target(slot)}
                  aria-label={t('shop.pagination.page', { page: slot })}
                  aria-current={slot === current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {slot}
                </Link>
              </li>
            ),
          )}
          <li>{step(current + 1, t('shop.pagination.next'), 'pagination__step')}</li>
        </ul>
        {!top && (
          <p className="pagination__summary">
            {t('shop.pagination.summary', { page: current, pages: pageCount })}
          </p>
        )}
      </nav>
    </HydrateWhenOpen>
  );
}
