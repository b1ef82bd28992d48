import type { MachineCategory, MachineProduct } from '@castall/machines/types';

/** The filter's choices (spec §2); plastic only exists in the translations. */
export const CATEGORY_FILTERS = ['all', 'aluminum', 'peripheral'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export interface ProductFilters {
  category: CategoryFilter;
  query: string;
}

export const NO_FILTERS: ProductFilters = { category: 'all', query: '' };

/**
 * Category, then a case-insensitive substring match of the query on the name and the short
 * description in the page's language (spec §5).
 */
export function filterProducts(
  products: readonly MachineProduct[],
  { category, query }: ProductFilters,
  locale: string,
): readonly MachineProduct[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  return products.filter(
    (product) =>
      matchesCategory(product.category, category) &&
      (needle === '' ||
        product.name.toLocaleLowerCase(locale).includes(needle) ||
        product.shortDescription.toLocaleLowerCase(locale).includes(needle)),
  );
}

function matchesCategory(category: MachineCategory, filter: CategoryFilter): boolean {
  return filter === 'all' || category === filter;
}
