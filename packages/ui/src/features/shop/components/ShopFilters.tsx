import { PAGE_SIZES, PART_CATEGORIES, type PageSize, type PartCategory } from '@castall/contracts';
import { useT } from '../../../i18n/lang-context';
import { useSearchDraft } from '../hooks/use-search-draft';
import type { ChangeShopQuery } from '../hooks/use-shop-query';
import { CATEGORY_KEYS } from '../part-view';
import type { ShopQuery } from '../shop-query';
import { SearchField, SHOP_SEARCH_FORM_ID } from './SearchField';

interface ShopFiltersProps {
  query: ShopQuery;
  onChange: ChangeShopQuery;
}

/**
 * Search, category and page size (spec §2); each change starts again at page 1 (§4). A choice
 * made while a typed search still waits for its pause carries that search with it.
 */
export function ShopFilters({ query, onChange }: ShopFiltersProps) {
  const t = useT();
  const draft = useSearchDraft(query.q, (q) => onChange({ q }));
  return (
    <div className="shop-filters">
      <SearchField draft={draft} />
      <div className="shop-filters__field">
        <label htmlFor="shop-category">{t('shop.filters.category')}</label>
        <select
          id="shop-category"
          name="categoria"
          form={SHOP_SEARCH_FORM_ID}
          value={query.categoria}
          onChange={(event) =>
            onChange({ q: draft.take(), categoria: event.target.value as PartCategory | '' })
          }
        >
          <option value="">{t('shop.filters.allCategories')}</option>
          {PART_CATEGORIES.map((categoria) => (
            <option key={categoria} value={categoria}>
              {t(`shop.categories.${CATEGORY_KEYS[categoria]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="shop-filters__field">
        <label htmlFor="shop-page-size">{t('shop.filters.pageSize')}</label>
        <select
          id="shop-page-size"
          name="pageSize"
          form={SHOP_SEARCH_FORM_ID}
          value={query.pageSize}
          onChange={(event) =>
            onChange({ q: draft.take(), pageSize: Number(event.target.value) as PageSize })
          }
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
