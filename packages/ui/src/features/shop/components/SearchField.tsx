import type { FormEvent } from 'react';
import { useT } from '../../../i18n/lang-context';
import type { SearchDraft } from '../hooks/use-search-draft';

/**
 * The shop's search box (name or code); Enter or the button searches at once. The button is
 * there for those who do not know Enter submits (WCAG technique H32).
 */
export function SearchField({ draft }: { draft: SearchDraft }) {
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    draft.submit();
  }

  return (
    <form className="shop-filters__search" role="search" onSubmit={submit}>
      <label htmlFor="shop-search">{t('shop.filters.search')}</label>
      <div className="shop-filters__search-row">
        <input
          id="shop-search"
          type="search"
          value={draft.text}
          placeholder={t('shop.filters.searchPlaceholder')}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => draft.type(event.target.value)}
        />
        <button type="submit" className="button button--primary shop-filters__submit">
          {t('shop.filters.submit')}
        </button>
      </div>
    </form>
  );
}
