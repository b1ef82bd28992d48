import { useT } from '../../../i18n/lang-context';
import { CATEGORY_FILTERS, type CategoryFilter as Category } from '../filter-products';

export interface CategoryFilterProps {
  value: Category;
  onChange(category: Category): void;
}

/** Toggle buttons rather than a select: three choices read at a glance and take one tap. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const t = useT();
  return (
    <div
      className="catalog-filter__categories"
      role="group"
      aria-label={t('products.filter.legend')}
    >
      {CATEGORY_FILTERS.map((category) => (
        <button
          key={category}
          type="button"
          className="catalog-filter__chip"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
        >
          {category === 'all' ? t('products.filter.all') : t(`products.category.${category}`)}
        </button>
      ))}
    </div>
  );
}
