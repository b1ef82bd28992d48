import type { FormEvent } from 'react';
import { useT } from '../../../i18n/lang-context';
import type { SearchDraft } from '../hooks/use-search-draft';

/** The search form's id: the category and page-size fields join its submission through it. */
export const SHOP_SEARCH_FORM_ID = 'shop-search-form';

/**
 * The shop's search box (name or code); Enter or the button searches at once. The button is
 * there for those who do not know Enter submits (WCAG technique H32). A plain GET form under
 * the script: without JavaScript it loads this page with `?q=` (and the category and page size,
 * whose fields name this form), which the server renders.
 */
export function SearchField({ draft }: { draft: SearchDraft }) {
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    draft.submit();
  }

  return (
    <form
      id={SHOP_SEARCH_FORM_ID}
      className="shop-filters__search"
      role="search"
      method="get"
      onSubmit={submit}
    >
      <label htmlFor="shop-search">{t('shop.filters.search')}</label>
      <div className="shop-filters__search-row">
        <input
          id="shop-search"
          name="q"
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
