import { useMemo, useRef, useState } from 'react';
import { useLang, useT } from '../../../i18n/lang-context';
import { machineCatalog } from '@castall/machines';
import { filterProducts, NO_FILTERS, type ProductFilters } from '../filter-products';
import { CategoryFilter } from './CategoryFilter';
import { EmptyResults } from './EmptyResults';
import { ProductCard } from './ProductCard';
import { SearchField } from './SearchField';

/** Cards whose images load eagerly (spec §2: the first 6). */
const EAGER_IMAGES = 6;

/** The filter bar and the card grid of /products. */
export function ProductCatalog() {
  const t = useT();
  const lang = useLang();
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const search = useRef<HTMLInputElement>(null);
  // The clear button leaves with the empty state, so focus goes on to the search field rather
  // than falling to the page's body.
  const clearFilters = () => {
    setFilters(NO_FILTERS);
    search.current?.focus();
  };
  const shown = useMemo(
    () => filterProducts(machineCatalog.products(lang), filters, lang),
    [lang, filters],
  );
  return (
    <section className="container catalog" aria-label={t('products.list.title')}>
      <div className="catalog-filter" role="search">
        <CategoryFilter
          value={filters.category}
          onChange={(category) => setFilters((current) => ({ ...current, category }))}
        />
        <SearchField
          value={filters.query}
          onChange={(query) => setFilters((current) => ({ ...current, query }))}
          inputRef={search}
        />
      </div>
      <p className="catalog__count" role="status">
        {t('products.filter.results', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyResults onClear={clearFilters} />
      ) : (
        <ul className="catalog__grid">
          {shown.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              eager={index < EAGER_IMAGES}
              priority={index === 0}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
