import { memo } from 'react';
import { pageSlots } from '../../../lib/pagination';
import { ADMIN_TEXTS as T } from '../../../i18n/locales/pt/admin';

interface Props {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

/** Spec §2: Anterior/Próximo, first and last pages, a window of 5 and ellipses. */
export const AdminPagination = memo(function AdminPagination({
  page,
  pageCount,
  total,
  onPage,
}: Props) {
  return (
    <nav className="admin-pagination" aria-label={T.pagination}>
      <button
        type="button"
        className="admin-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {T.previous}
      </button>
      <ul className="admin-pagination__pages">
        {pageSlots(page, pageCount).map((slot, index) =>
          slot === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className="admin-pagination__ellipsis">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="admin-pagination__page"
                aria-label={T.pageNumber(slot)}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => onPage(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="admin-button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {T.next}
      </button>
      <p className="admin-pagination__text">{T.pageOf(page, pageCount, total)}</p>
    </nav>
  );
});
